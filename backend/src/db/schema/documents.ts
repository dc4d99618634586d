import {
  DOCUMENT_AUDIT_ACTIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  DOCUMENT_VERSION_KINDS,
  type DocumentTerms,
  type PartnerTitle,
} from '@labbridge/shared-types';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collaborations } from './collaborations';
import { belongsTo, bytea, createdAt, refersTo, timestamptz, updatedAt } from './columns';
import { projectRefOrNull } from './projects';
import { userRef, userRefOrNull } from './users';

export interface PartyInfo {
  name: string;
  organization: string;
  email: string;
  role: string;
}

/**
 * What a generated draft's template was filled from besides its type and terms, which the row
 * holds itself, with the date as JSON stores it (legal_documents.template_context).
 */
export interface TemplateInputs {
  effectiveDate: string;
  parties: { researcher: PartyInfo; industry: PartyInfo };
  /** What the agreement calls the industry side: its account's `partnerTitle`. */
  partnerTitle: PartnerTitle;
  project: {
    title: string;
    description: string;
    intellectualProperty: string[];
    fundingAmount: number | null;
    timeline: string;
  };
  /** Clauses written for this project by the AI clauses task; absent for template-only drafts. */
  projectClauses?: { heading: string; text: string }[];
}

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);
export const documentVersionKindEnum = pgEnum('document_version_kind', DOCUMENT_VERSION_KINDS);
export const documentAuditActionEnum = pgEnum('document_audit_action', DOCUMENT_AUDIT_ACTIONS);

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
    /**
     * What a generated draft's text was rendered from besides its type and terms (parties as
     * typed, project details, effective date, project clauses), so a change of terms can re-render
     * the passages stating them (documents/terms-text.ts). Kept only while the document is a
     * draft (it holds the parties' details as typed): null once it is sent for signatures or
     * cancelled, and for rows made before it was kept.
     */
    templateContext: jsonb('template_context').$type<TemplateInputs>(),
    pdfUrl: text('pdf_url'),
    researcherUserId: userRefOrNull('researcher_user_id'),
    industryUserId: userRefOrNull('industry_user_id'),
    createdById: userRefOrNull('created_by_id'),
    projectId: projectRefOrNull(),
    collaborationId: refersTo(integer('collaboration_id'), () => collaborations.id),
    /** Yjs document state: the source of truth for co-editing. */
    yjsState: bytea('yjs_state'),
    /**
     * Bumped by every saved change, the text's included (a co-editing flush, a restore): a PATCH
     * of the text naming an older one is refused, so it never overwrites text its caller never saw.
     */
    version: integer('version').notNull().default(1),
    /**
     * The version at which the title or terms last changed: a PATCH of only those is refused when
     * it names an older one, but not because the text was co-edited since.
     */
    fieldsVersion: integer('fields_version').notNull().default(1),
    /** SHA-256 (hex) of the frozen type, title, text and terms (documents/hash.ts), set at finalize. */
    contentHash: text('content_hash'),
    finalizedAt: timestamptz('finalized_at'),
    executedAt: timestamptz('executed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('legal_documents_researcher_idx').on(t.researcherUserId),
    index('legal_documents_industry_idx').on(t.industryUserId),
    index('legal_documents_collaboration_idx').on(t.collaborationId),
    index('legal_documents_content_hash_idx').on(t.contentHash),
  ],
);

/** The document a row belongs to: it goes with the document. */
export const documentRef = () => belongsTo(integer('document_id'), () => legalDocuments.id);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: documentRef(),
    /** The document's version this text was saved as. */
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    createdById: userRefOrNull('created_by_id'),
    /** Why it was made (shared-types DOCUMENT_VERSION_KINDS); PATCH saves are 'edit'. */
    kind: documentVersionKindEnum('kind').notNull().default('edit'),
    /** The name an editor gave a 'named' version. */
    name: text('name'),
    /** For 'restore': the version brought back. */
    restoredFromId: integer('restored_from_id'),
    createdAt: createdAt(),
  },
  (t) => [index('document_versions_document_idx').on(t.documentId)],
);

export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    documentId: documentRef(),
    userId: userRef('user_id'),
    /** The full name as the signer typed it. */
    signatureName: text('signature_name').notNull(),
    contentHash: text('content_hash').notNull(),
    /** The consent text the signer agreed to. */
    consentText: text('consent_text').notNull().default(''),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    signedAt: timestamptz('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_signatures_unique').on(t.documentId, t.userId)],
);

/** The audit trail of a legal document: who did what, when and from where. */
export const documentAuditEvents = pgTable(
  'document_audit_events',
  {
    id: serial('id').primaryKey(),
    documentId: documentRef(),
    action: documentAuditActionEnum('action').notNull(),
    actorId: userRefOrNull('actor_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: text('detail'),
    /** Makes "once per viewer and day" entries idempotent. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_audit_events_document_idx').on(t.documentId, t.id),
    uniqueIndex('document_audit_events_dedupe_unique').on(t.dedupeKey),
  ],
);

/** The PDF of a fully executed document, produced once so every download is byte-identical. */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    pdf: bytea('pdf').notNull(),
    /** SHA-256 (hex) of the file, which the public verification page also accepts. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_pdfs_sha256_idx').on(t.sha256)],
);

/**
 * A fully executed document as the signature that executed it read it, under the document's lock
 * and in its transaction: the record its PDF is rendered from, whenever that happens, so the PDF
 * names the parties as they signed even once one's account is erased. Account deletion leaves it,
 * as it leaves the PDF. Documents executed before migration 0020 have none.
 */
export const documentExecutedRecords = pgTable('document_executed_records', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => legalDocuments.id, { onDelete: 'cascade' }),
  /**
   * A LegalDocumentRecord as it was kept: known only once parsed (executedRecord), since a row
   * outlives the schema it was written under.
   */
  detail: jsonb('detail').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** A party marking a vesting milestone of an executed equity agreement complete. */
export const vestingMilestoneCompletions = pgTable(
  'vesting_milestone_completions',
  {
    documentId: documentRef(),
    milestoneIndex: integer('milestone_index').notNull(),
    userId: userRef('user_id'),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.milestoneIndex, t.userId] })],
);
