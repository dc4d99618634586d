-- Drafts generated before this keep null: a PATCH changing their terms alone is refused
-- (documents/terms-text.ts) rather than leaving their text stating the old terms.
ALTER TABLE "legal_documents" ADD COLUMN "template_context" jsonb;