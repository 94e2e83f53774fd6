CREATE TYPE "public"."trip_companion_status" AS ENUM('invited', 'accepted');--> statement-breakpoint
-- Companions added before invitations existed never agreed: they are invited, and accept or decline like anyone.
ALTER TABLE "trip_companions" ADD COLUMN "status" "trip_companion_status" DEFAULT 'invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Trips made without dates through POST /api/lists (now refused) become one-day trips on the day they were made; a trip whose dates ran backwards ends on its first day.
UPDATE "lists" SET "start_date" = coalesce("start_date", "end_date", "created_at"::date) WHERE "kind" = 'trip' AND "start_date" IS NULL;--> statement-breakpoint
UPDATE "lists" SET "end_date" = "start_date" WHERE "kind" = 'trip' AND ("end_date" IS NULL OR "end_date" < "start_date");--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_trip_dates_ck" CHECK ("lists"."kind" <> 'trip' or ("lists"."start_date" is not null and "lists"."end_date" is not null and "lists"."end_date" >= "lists"."start_date"));