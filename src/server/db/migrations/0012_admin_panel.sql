CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "panelist_requests_status_idx";--> statement-breakpoint
ALTER TABLE "panelist_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "panelist_requests" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pro_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pro_grant_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pro_grant_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_record_idx" ON "admin_audit" USING btree ("record_id","created_at","id");--> statement-breakpoint
CREATE INDEX "panelist_requests_status_idx" ON "panelist_requests" USING btree ("status","submitted_at");--> statement-breakpoint
-- Custom (issue 24): the audit log is append-only.
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_append_only" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();--> statement-breakpoint
-- Custom (issue 24): Pro set by an admin before this migration lived in is_premium; a golfer whose
-- subscriptions do not make them Pro keeps it as a manual grant without an end.
UPDATE "users" SET "pro_granted_at" = now(), "pro_grant_reason" = 'Granted by an admin before manual grants had their own column', "is_premium" = false
WHERE "is_premium" AND NOT EXISTS (
  SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "users"."id" AND s."status" IN ('active', 'trialing', 'past_due')
);
