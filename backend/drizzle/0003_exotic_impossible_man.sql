CREATE TYPE "public"."collaboration_step" AS ENUM('proposed', 'accepted', 'declined', 'withdrawn', 'completed');--> statement-breakpoint
CREATE TYPE "public"."decline_reason" AS ENUM('too_early', 'terms', 'not_a_fit', 'other');--> statement-breakpoint
CREATE TYPE "public"."document_audit_action" AS ENUM('created', 'edited', 'finalized', 'viewed', 'signed', 'executed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('text', 'collaboration');--> statement-breakpoint
ALTER TYPE "public"."collaboration_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."collaboration_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."document_type" ADD VALUE 'POC';--> statement-breakpoint
ALTER TYPE "public"."document_type" ADD VALUE 'LOI';--> statement-breakpoint
ALTER TYPE "public"."document_type" ADD VALUE 'MOU';--> statement-breakpoint
CREATE TABLE "collaboration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"collaboration_id" integer NOT NULL,
	"step" "collaboration_step" NOT NULL,
	"status" "collaboration_status" NOT NULL,
	"actor_id" uuid,
	"reason" "decline_reason",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"action" "document_audit_action" NOT NULL,
	"actor_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"detail" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vesting_milestone_completions" (
	"document_id" integer NOT NULL,
	"milestone_index" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vesting_milestone_completions_document_id_milestone_index_user_id_pk" PRIMARY KEY("document_id","milestone_index","user_id")
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "executed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "collaboration_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "card_step" "collaboration_step";--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audit_events" ADD CONSTRAINT "document_audit_events_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audit_events" ADD CONSTRAINT "document_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD CONSTRAINT "document_pdfs_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vesting_milestone_completions" ADD CONSTRAINT "vesting_milestone_completions_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vesting_milestone_completions" ADD CONSTRAINT "vesting_milestone_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_events_collaboration_idx" ON "collaboration_events" USING btree ("collaboration_id","id");--> statement-breakpoint
CREATE INDEX "document_audit_events_document_idx" ON "document_audit_events" USING btree ("document_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_audit_events_dedupe_unique" ON "document_audit_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "document_pdfs_sha256_idx" ON "document_pdfs" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_open_unique" ON "collaborations" USING btree ("project_id","industry_partner_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "legal_documents_collaboration_idx" ON "legal_documents" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "legal_documents_content_hash_idx" ON "legal_documents" USING btree ("content_hash");