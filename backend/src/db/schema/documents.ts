import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@labbridge/shared-types';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { collaborations } from './collaborations';
import { bytea, createdAt, updatedAt } from './columns';
import { projects } from './projects';
import { users } from './users';

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);

export interface DocumentTerms {
  equityDistribution?: { researcher: number; industry: number };
  vestingSchedule?: { cliffPeriod: number; vestingPeriod: number; vestingFrequency: string };
  confidentialityPeriod?: number;
  terminationClause?: string;
  disputeResolution?: string;
}

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** HTML derived from the Yjs state, kept for preview, search and PDF. */
    content: text('content').notNull().default(''),
    documentType: documentTypeEnum('document_type').notNull(),
    status: documentStatusEnum('status').notNull().default('draft'),
    terms: jsonb('terms').$type<DocumentTerms>().notNull().default({}),
    pdfUrl: text('pdf_url'),
    researcherUserId: uuid('researcher_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    industryUserId: uuid('industry_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    collaborationId: integer('collaboration_id').references(() => collaborations.id, {
      onDelete: 'set null',
    }),
    /** Yjs document state: the source of truth for co-editing. */
    yjsState: bytea('yjs_state'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('legal_documents_researcher_idx').on(t.researcherUserId),
    index('legal_documents_industry_idx').on(t.industryUserId),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('document_versions_document_idx').on(t.documentId)],
);

export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signatureName: text('signature_name').notNull(),
    contentHash: text('content_hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_signatures_unique').on(t.documentId, t.userId)],
);
