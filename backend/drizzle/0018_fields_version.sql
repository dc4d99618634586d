ALTER TABLE "legal_documents" ADD COLUMN "fields_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Which earlier versions changed the title or terms is not recorded: the current one stands for
-- them, so a PATCH of a title from before the migration is checked as strictly as it was.
UPDATE "legal_documents" SET "fields_version" = "version";
