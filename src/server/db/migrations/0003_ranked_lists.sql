CREATE TYPE "public"."list_reaction" AS ENUM('love', 'fire', 'must_play', 'clap', 'wow', 'hmm');--> statement-breakpoint
CREATE TYPE "public"."rank_bucket" AS ENUM('loved', 'fine', 'disliked');--> statement-breakpoint
CREATE TABLE "list_saves" (
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_saves_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
DROP INDEX "list_items_position_uq";--> statement-breakpoint
-- Items without a course and later duplicates of a course (or hole) in one list cannot stay.
DELETE FROM "list_items" WHERE "course_id" IS NULL;--> statement-breakpoint
DELETE FROM "list_items" a USING "list_items" b
  WHERE a."list_id" = b."list_id" AND a."course_id" = b."course_id" AND a."hole_number" IS NOT DISTINCT FROM b."hole_number" AND a."position" > b."position";--> statement-breakpoint
-- Reactions outside the allowed set are dropped.
DELETE FROM "list_item_reactions" WHERE "reaction" NOT IN ('love', 'fire', 'must_play', 'clap', 'wow', 'hmm');--> statement-breakpoint
ALTER TABLE "list_item_reactions" ALTER COLUMN "reaction" SET DATA TYPE "public"."list_reaction" USING "reaction"::"public"."list_reaction";--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "reaction" SET DATA TYPE "public"."list_reaction" USING (CASE WHEN "reaction" IN ('love', 'fire', 'must_play', 'clap', 'wow', 'hmm') THEN "reaction" END)::"public"."list_reaction";--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "rank_key" text COLLATE "C";--> statement-breakpoint
-- Positions 0, 1, ... become the keys fractional-indexing generates in sequence: 'a0'..'az', 'b00'.., 'c000'..
UPDATE "list_items" SET "rank_key" = CASE
  WHEN "position" < 62 THEN 'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', "position" + 1, 1)
  WHEN "position" < 62 + 3844 THEN 'b' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ("position" - 62) / 62 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ("position" - 62) % 62 + 1, 1)
  ELSE 'c' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ("position" - 3906) / 3844 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ("position" - 3906) / 62 % 62 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ("position" - 3906) % 62 + 1, 1)
END;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "rank_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "bucket" "rank_bucket";--> statement-breakpoint
ALTER TABLE "list_saves" ADD CONSTRAINT "list_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_saves" ADD CONSTRAINT "list_saves_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_saves_list_idx" ON "list_saves" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "list_item_reactions_user_idx" ON "list_item_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_rank_uq" ON "list_items" USING btree ("list_id","rank_key");--> statement-breakpoint
CREATE INDEX "lists_updated_idx" ON "lists" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_one_mylie_uq" ON "lists" USING btree ("owner_id") WHERE "lists"."type" = 'mylie';--> statement-breakpoint
ALTER TABLE "list_items" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_course_uq" UNIQUE NULLS NOT DISTINCT("list_id","course_id","hole_number");