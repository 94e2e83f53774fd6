CREATE TABLE "course_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"started_by" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb,
	"dry_run" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "course_imports_status_ck" CHECK ("course_imports"."status" in ('running', 'done', 'stopped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "course_sources" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"record_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_sources_source_source_id_pk" PRIMARY KEY("source","source_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "curated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sources" ADD CONSTRAINT "course_sources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_imports_started_idx" ON "course_imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "course_sources_course_idx" ON "course_sources" USING btree ("course_id");