CREATE TYPE "public"."tutorial_name" AS ENUM('me', 'explore');--> statement-breakpoint
CREATE TABLE "user_tutorials" (
	"user_id" uuid NOT NULL,
	"tutorial" "tutorial_name" NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tutorials_user_id_tutorial_pk" PRIMARY KEY("user_id","tutorial")
);
--> statement-breakpoint
ALTER TABLE "user_tutorials" ADD CONSTRAINT "user_tutorials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;