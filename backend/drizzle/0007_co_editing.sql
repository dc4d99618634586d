CREATE TYPE "public"."document_version_kind" AS ENUM('edit', 'auto', 'named', 'finalize', 'restore');--> statement-breakpoint
CREATE TABLE "document_comment_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"anchor_start" text NOT NULL,
	"anchor_end" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_yjs_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "kind" "document_version_kind" DEFAULT 'edit' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "restored_from_id" integer;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_thread_id_document_comment_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."document_comment_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_yjs_updates" ADD CONSTRAINT "document_yjs_updates_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_yjs_updates" ADD CONSTRAINT "document_yjs_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_comment_threads_document_idx" ON "document_comment_threads" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "document_comments_thread_idx" ON "document_comments" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "document_yjs_updates_document_idx" ON "document_yjs_updates" USING btree ("document_id","id");