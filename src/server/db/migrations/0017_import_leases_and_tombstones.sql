CREATE TABLE "course_source_tombstones" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"record_hash" text,
	"source_updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_source_tombstones_source_source_id_pk" PRIMARY KEY("source","source_id")
);
--> statement-breakpoint
ALTER TABLE "course_imports" DROP CONSTRAINT "course_imports_status_ck";--> statement-breakpoint
ALTER TABLE "course_imports" ADD COLUMN "committed" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_imports" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "course_source_tombstones_course_idx" ON "course_source_tombstones" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_status_ck" CHECK ("course_imports"."status" in ('running', 'done', 'stopped', 'failed', 'interrupted'));