CREATE TABLE "trip_companions" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_companions_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "list_items" DROP CONSTRAINT "list_items_course_uq";--> statement-breakpoint
ALTER TABLE "lists" ALTER COLUMN "start_date" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "lists" ALTER COLUMN "end_date" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "day_number" integer;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "tee_time" text;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "destination_lng" double precision;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD CONSTRAINT "trip_companions_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD CONSTRAINT "trip_companions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_companions_user_idx" ON "trip_companions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_course_uq" UNIQUE NULLS NOT DISTINCT("list_id","course_id","hole_number","day_number");--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_day_ck" CHECK ("list_items"."day_number" is null or "list_items"."day_number" between 1 and 60);--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_tee_time_ck" CHECK ("list_items"."tee_time" is null or "list_items"."tee_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');