CREATE TABLE "course_duplicate_dismissals" (
	"course_a" uuid NOT NULL,
	"course_b" uuid NOT NULL,
	"dismissed_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_duplicate_dismissals_course_a_course_b_pk" PRIMARY KEY("course_a","course_b"),
	CONSTRAINT "course_duplicate_dismissals_order_ck" CHECK ("course_duplicate_dismissals"."course_a" < "course_duplicate_dismissals"."course_b")
);
--> statement-breakpoint
ALTER TABLE "course_duplicate_dismissals" ADD CONSTRAINT "course_duplicate_dismissals_course_a_courses_id_fk" FOREIGN KEY ("course_a") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_duplicate_dismissals" ADD CONSTRAINT "course_duplicate_dismissals_course_b_courses_id_fk" FOREIGN KEY ("course_b") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_duplicate_dismissals" ADD CONSTRAINT "course_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_duplicate_dismissals_b_idx" ON "course_duplicate_dismissals" USING btree ("course_b");