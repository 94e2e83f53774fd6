CREATE TYPE "public"."panel_conflict_kind" AS ENUM('architect', 'member', 'owner', 'comped');--> statement-breakpoint
CREATE TABLE "panel_conflicts" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" "panel_conflict_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_conflicts_user_id_course_id_kind_pk" PRIMARY KEY("user_id","course_id","kind")
);
--> statement-breakpoint
CREATE TABLE "panel_ranking_runs" (
	"list_kind" "list_kind" NOT NULL,
	"list_type" "list_type" NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"panelists" integer NOT NULL,
	"lists" integer NOT NULL,
	"items" integer NOT NULL,
	"conflicts" integer NOT NULL,
	"unplayed" integer NOT NULL,
	"trimmed" integer NOT NULL,
	"roster" integer NOT NULL,
	CONSTRAINT "panel_ranking_runs_list_kind_list_type_pk" PRIMARY KEY("list_kind","list_type")
);
--> statement-breakpoint
CREATE TABLE "panel_rankings" (
	"list_kind" "list_kind" NOT NULL,
	"list_type" "list_type" NOT NULL,
	"rank" integer NOT NULL,
	"course_id" uuid NOT NULL,
	"hole_number" integer,
	"score" double precision NOT NULL,
	"strength" double precision NOT NULL,
	"panelists" integer NOT NULL,
	"spread" double precision NOT NULL,
	"trimmed" integer NOT NULL,
	"conflicts" integer NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	CONSTRAINT "panel_rankings_list_kind_list_type_rank_pk" PRIMARY KEY("list_kind","list_type","rank")
);
--> statement-breakpoint
ALTER TABLE "panel_conflicts" ADD CONSTRAINT "panel_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_conflicts" ADD CONSTRAINT "panel_conflicts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_rankings" ADD CONSTRAINT "panel_rankings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panel_conflicts_course_idx" ON "panel_conflicts" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "panel_rankings_course_idx" ON "panel_rankings" USING btree ("course_id");