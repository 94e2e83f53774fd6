CREATE TABLE "course_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid,
	"course_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"proposed" jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_corrections_status_ck" CHECK ("course_corrections"."status" in ('Pending', 'Accepted', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "note_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "note_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "course_corrections" ADD CONSTRAINT "course_corrections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_corrections" ADD CONSTRAINT "course_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_corrections" ADD CONSTRAINT "course_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_corrections_status_idx" ON "course_corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "course_corrections_user_idx" ON "course_corrections" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "course_corrections_course_idx" ON "course_corrections" USING btree ("course_id");