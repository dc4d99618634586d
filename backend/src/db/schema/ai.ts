import { pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Embedding vectors of listings and profiles for smart matching with an embeddings model
 * (OPENAI_*): one per subject and model, with the hash of the text it was computed from, so a
 * changed text is embedded again. Ranked in the service (PGlite has no vector extension).
 */
export const aiEmbeddings = pgTable(
  'ai_embeddings',
  {
    /**
     * 'project' (id = listing id), 'user' or 'public-profile' (id = user id: the whole profile, or
     * only its public fields). Account deletion removes a user's two.
     */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    vector: real('vector').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.model] })],
);
