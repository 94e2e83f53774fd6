CREATE TABLE "community_ranking_counts" (
	"list_kind" "list_kind" NOT NULL,
	"list_type" "list_type" NOT NULL,
	"continent" "continent",
	"country" text,
	"club_membership" "club_membership",
	"course_type" "course_type" NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_ranking_runs" (
	"list_kind" "list_kind" NOT NULL,
	"list_type" "list_type" NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"golfers" integer NOT NULL,
	"lists" integer NOT NULL,
	"items" integer NOT NULL,
	"iterations" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "community_ranking_runs_list_kind_list_type_pk" PRIMARY KEY("list_kind","list_type")
);
--> statement-breakpoint
CREATE TABLE "community_rankings" (
	"list_kind" "list_kind" NOT NULL,
	"list_type" "list_type" NOT NULL,
	"rank" integer NOT NULL,
	"course_id" uuid NOT NULL,
	"hole_number" integer,
	"score" double precision NOT NULL,
	"golfers" integer NOT NULL,
	"strength" double precision NOT NULL,
	"continent" "continent",
	"country" text,
	"club_membership" "club_membership",
	"course_type" "course_type" NOT NULL,
	CONSTRAINT "community_rankings_list_kind_list_type_rank_pk" PRIMARY KEY("list_kind","list_type","rank")
);
--> statement-breakpoint
ALTER TABLE "community_rankings" ADD CONSTRAINT "community_rankings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_ranking_counts_type_idx" ON "community_ranking_counts" USING btree ("list_kind","list_type");--> statement-breakpoint
CREATE INDEX "community_rankings_continent_idx" ON "community_rankings" USING btree ("list_kind","list_type","continent","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_country_idx" ON "community_rankings" USING btree ("list_kind","list_type",lower("country"),"rank");--> statement-breakpoint
CREATE INDEX "community_rankings_membership_idx" ON "community_rankings" USING btree ("list_kind","list_type","club_membership","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_type_idx" ON "community_rankings" USING btree ("list_kind","list_type","course_type","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_course_idx" ON "community_rankings" USING btree ("course_id");