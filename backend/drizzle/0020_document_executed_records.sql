-- Documents executed before this have no record: their PDF, if not stored yet, is still rendered
-- from the live data (documents/pdf/service.ts), and account deletion renders it first.
CREATE TABLE "document_executed_records" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_executed_records" ADD CONSTRAINT "document_executed_records_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;