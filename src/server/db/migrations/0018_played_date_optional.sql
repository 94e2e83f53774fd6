ALTER TABLE "played_courses" ALTER COLUMN "date_added" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "played_courses" ALTER COLUMN "date_added" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "played_courses" ALTER COLUMN "date_precision" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "played_courses" ALTER COLUMN "date_precision" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "played_courses" ADD CONSTRAINT "played_courses_precision_ck" CHECK (("played_courses"."date_added" is null) = ("played_courses"."date_precision" is null));