CREATE TYPE "public"."played_date_precision" AS ENUM('day', 'year');--> statement-breakpoint
ALTER TABLE "played_courses" ALTER COLUMN "date_added" SET DATA TYPE date USING "date_added"::date;--> statement-breakpoint
ALTER TABLE "played_courses" ALTER COLUMN "date_added" SET DEFAULT current_date;--> statement-breakpoint
ALTER TABLE "played_courses" ADD COLUMN "date_precision" "played_date_precision" DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "played_courses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_courses_course_idx" ON "collection_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "collection_courses_order_idx" ON "collection_courses" USING btree ("collection_id","added_at","course_id");--> statement-breakpoint
CREATE INDEX "played_courses_user_date_idx" ON "played_courses" USING btree ("user_id","date_added" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "played_courses" ADD CONSTRAINT "played_courses_date_ck" CHECK ("played_courses"."date_added" >= date '1850-01-01');