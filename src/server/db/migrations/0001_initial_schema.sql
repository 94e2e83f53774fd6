CREATE TYPE "public"."architecture_preference" AS ENUM('none', 'classic', 'modern');--> statement-breakpoint
CREATE TYPE "public"."club_membership" AS ENUM('PRIVATE', 'PUBLIC', 'LIMITED');--> statement-breakpoint
CREATE TYPE "public"."collection_kind" AS ENUM('wishlist', 'watchlist');--> statement-breakpoint
CREATE TYPE "public"."continent" AS ENUM('AFRICA', 'ASIA', 'EUROPE', 'OCEANIA', 'NORTH AMERICA', 'SOUTH AMERICA');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('FULL LENGTH', 'EXECUTIVE', 'PAR 3 COURSE', 'PITCH & PUTT');--> statement-breakpoint
CREATE TYPE "public"."difficulty_preference" AS ENUM('none', 'easy', 'average', 'hard');--> statement-breakpoint
CREATE TYPE "public"."list_kind" AS ENUM('course', 'hole', 'trip');--> statement-breakpoint
CREATE TYPE "public"."list_type" AS ENUM('wishlist', 'watchlist', 'played', 'mylie', 'bucket_list', 'hidden_gems', 'most_fun', 'best_value', 'munis', 'beauty', 'vibe', 'executive', 'custom', 'openers', 'closers', 'hardest', 'par_3s', 'par_4s', 'par_5s', 'greensites', 'gems', 'strategic', 'trip');--> statement-breakpoint
CREATE TYPE "public"."panelist_status" AS ENUM('Not Sent', 'Pending', 'Approved', 'Denied');--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_courses" (
	"collection_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_courses_collection_id_course_id_pk" PRIMARY KEY("collection_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" "collection_kind" NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_name" text NOT NULL,
	"architects" text[] DEFAULT '{}'::text[] NOT NULL,
	"year_established" integer,
	"club_membership" "club_membership",
	"type" "course_type" DEFAULT 'FULL LENGTH' NOT NULL,
	"continent" "continent",
	"country" text,
	"province" text,
	"city" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"peak_green_fee" double precision,
	"holes" integer,
	"par" integer,
	"total_yardage" integer,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_image" text,
	"prominence" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_lat_ck" CHECK ("courses"."lat" between -90 and 90),
	CONSTRAINT "courses_lng_ck" CHECK ("courses"."lng" between -180 and 180),
	CONSTRAINT "courses_fee_ck" CHECK ("courses"."peak_green_fee" is null or "courses"."peak_green_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self_ck" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "list_item_reactions" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_item_reactions_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"course_id" uuid,
	"hole_number" integer,
	"note" text,
	"reaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_hole_ck" CHECK ("list_items"."hole_number" is null or "list_items"."hole_number" between 1 and 72)
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" "list_kind" NOT NULL,
	"type" "list_type" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panelist_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" "panelist_status" DEFAULT 'Not Sent' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panelist_requests_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "played_courses" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "played_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self_ck" CHECK ("referrals"."referrer_id" <> "referrals"."referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text,
	"display_name" text,
	"full_name" text,
	"photo_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"subscription_cancel_at" bigint,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"difficulty_preference" "difficulty_preference" DEFAULT 'none' NOT NULL,
	"architecture_preference" "architecture_preference" DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
ALTER TABLE "collection_courses" ADD CONSTRAINT "collection_courses_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_courses" ADD CONSTRAINT "collection_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_reactions" ADD CONSTRAINT "list_item_reactions_item_id_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_reactions" ADD CONSTRAINT "list_item_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panelist_requests" ADD CONSTRAINT "panelist_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panelist_requests" ADD CONSTRAINT "panelist_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_courses" ADD CONSTRAINT "played_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_courses" ADD CONSTRAINT "played_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_source_uq" ON "courses" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "courses_lat_lng_idx" ON "courses" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "courses_prominence_idx" ON "courses" USING btree ("prominence" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_country_idx" ON "courses" USING btree ("country");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin (lower("club_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_position_uq" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "list_items_course_idx" ON "list_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lists_owner_idx" ON "lists" USING btree ("owner_id","kind","type");--> statement-breakpoint
CREATE INDEX "panelist_requests_status_idx" ON "panelist_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "played_courses_course_idx" ON "played_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_names_trgm_idx" ON "users" USING gin ((lower(coalesce("display_name", '') || ' ' || coalesce("full_name", ''))) gin_trgm_ops);