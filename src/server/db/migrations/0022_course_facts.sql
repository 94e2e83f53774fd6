ALTER TABLE "courses" ADD COLUMN "scorecard" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_phone_ck" CHECK ("courses"."phone" is null or "courses"."phone" ~ '^[+][1-9][0-9]{5,14}$');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_website_ck" CHECK ("courses"."website" is null or "courses"."website" ~* '^https?://');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_scorecard_ck" CHECK (jsonb_typeof("courses"."scorecard") = 'array');