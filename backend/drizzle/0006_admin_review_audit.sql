CREATE TYPE "public"."admin_audit_action" AS ENUM('user_approved', 'user_rejected', 'user_created', 'user_suspended', 'user_reactivated', 'project_approved', 'project_rejected', 'project_unpublished', 'deal_nudged');--> statement-breakpoint
CREATE TABLE "admin_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" "admin_audit_action" NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"reason" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "premium_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_status" "review_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_events_created_idx" ON "admin_audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_events_dedupe_unique" ON "admin_audit_events" USING btree ("dedupe_key");--> statement-breakpoint
-- Accounts an admin had already verified count as approved; premium listings accrue from creation.
UPDATE "users" SET "review_status" = 'approved', "reviewed_at" = now() WHERE "is_verified";--> statement-breakpoint
UPDATE "projects" SET "premium_since" = "created_at" WHERE "is_premium_listing";
