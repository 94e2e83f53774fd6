CREATE SEQUENCE "public"."community_ranking_generations" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "community_ranking_runs" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_rankings" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "community_rankings_continent_idx";--> statement-breakpoint
DROP INDEX "community_rankings_country_idx";--> statement-breakpoint
DROP INDEX "community_rankings_membership_idx";--> statement-breakpoint
DROP INDEX "community_rankings_type_idx";--> statement-breakpoint
ALTER TABLE "community_rankings" DROP CONSTRAINT "community_rankings_list_kind_list_type_rank_pk";--> statement-breakpoint
ALTER TABLE "community_rankings" ADD CONSTRAINT "community_rankings_list_kind_list_type_generation_rank_pk" PRIMARY KEY("list_kind","list_type","generation","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_continent_idx" ON "community_rankings" USING btree ("list_kind","list_type","generation","continent","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_country_idx" ON "community_rankings" USING btree ("list_kind","list_type","generation",lower("country"),"rank");--> statement-breakpoint
CREATE INDEX "community_rankings_membership_idx" ON "community_rankings" USING btree ("list_kind","list_type","generation","club_membership","rank");--> statement-breakpoint
CREATE INDEX "community_rankings_type_idx" ON "community_rankings" USING btree ("list_kind","list_type","generation","course_type","rank");
