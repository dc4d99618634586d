import { z } from 'zod';
import {
  DOCUMENT_AUDIT_ACTIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  LIMITS,
  VESTING_FREQUENCIES,
} from '../constants';
import { isoDate } from './common';
import { partySchema } from './party';

const percent = z.number().min(0, 'Must be 0-100').max(100, 'Must be 0-100');
const months = z.number().int('Whole months').min(0).max(LIMITS.vestingMonthsMax);

export const vestingMilestoneTermSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(LIMITS.partyFieldMaxLength),
  /** Share of the grant, in percent. */
  equityPercent: percent,
});

/** The two parties' equity points. */
export const equityDistributionSchema = z.object({ researcher: z.number(), industry: z.number() });

/** The time part of a vesting schedule, as stored and as the API answers it. */
export const vestingTermsSchema = z.object({
  /** Months. */
  cliffPeriod: z.number(),
  /** Months. */
  vestingPeriod: z.number(),
  vestingFrequency: z.enum(VESTING_FREQUENCIES),
});

/** A legal document's terms (spec §3) as stored; every part is optional on old rows. */
export const documentTermsSchema = z.object({
  equityDistribution: equityDistributionSchema.optional(),
  vestingSchedule: vestingTermsSchema
    .extend({
      /** Milestone tranches; the rest of the grant vests over time. */
      milestones: z.array(vestingMilestoneTermSchema).optional(),
    })
    .optional(),
  /** Years. */
  confidentialityPeriod: z.number().optional(),
  terminationClause: z.string().optional(),
  disputeResolution: z.string().optional(),
});
export type DocumentTerms = z.infer<typeof documentTermsSchema>;

const sumsTo100 = (a: number, b: number) => Math.abs(a + b - 100) < 1e-6;

/**
 * Terms as a client sends them (generation and PATCH), with the §5 rules: each share 0-100 and
 * both summing to 100; a cliff no longer than the vesting period; milestones within the grant.
 */
export const documentTermsInputSchema = z.object({
  equityDistribution: z
    .object({ researcher: percent, industry: percent })
    .refine((e) => sumsTo100(e.researcher, e.industry), {
      message: 'The equity split must sum to 100',
      path: ['industry'],
    })
    .optional(),
  vestingSchedule: z
    .object({
      cliffPeriod: months,
      vestingPeriod: months.min(1, 'At least 1 month'),
      vestingFrequency: z.enum(VESTING_FREQUENCIES),
      milestones: z.array(vestingMilestoneTermSchema).max(LIMITS.vestingMilestonesMax).optional(),
    })
    .refine((v) => v.cliffPeriod <= v.vestingPeriod, {
      message: 'The cliff cannot be longer than the vesting period',
      path: ['cliffPeriod'],
    })
    .refine((v) => (v.milestones ?? []).reduce((s, m) => s + m.equityPercent, 0) <= 100 + 1e-6, {
      message: 'Milestones cannot unlock more than 100% of the grant',
      path: ['milestones'],
    })
    .optional(),
  confidentialityPeriod: z
    .number()
    .int('Whole years')
    .min(0)
    .max(LIMITS.confidentialityYearsMax)
    .optional(),
  terminationClause: z.string().trim().min(1, 'Required').max(LIMITS.clauseMaxLength).optional(),
  disputeResolution: z.string().trim().min(1, 'Required').max(LIMITS.clauseMaxLength).optional(),
});
export type DocumentTermsInput = z.infer<typeof documentTermsInputSchema>;

/** A legal document as the API returns it (spec §3); the Yjs editing state never leaves the server. */
export const legalDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  terms: documentTermsSchema,
  /** Bumped by every saved change; PATCH must carry the version it started from. */
  version: z.number().int(),
  /** SHA-256 (hex) of the frozen type, title, text and terms, set when sent for signatures. */
  contentHash: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  finalizedAt: isoDate.nullable(),
  executedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  cancelReason: z.string().nullable(),
  /** Where the PDF downloads from. */
  pdfUrl: z.string().nullable(),
  researcherUserId: z.string().nullable(),
  industryUserId: z.string().nullable(),
  createdById: z.string().nullable(),
  projectId: z.number().int().nullable(),
  collaborationId: z.number().int().nullable(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** A recorded signature: the typed name and explicit consent, with where and what was signed. */
export const documentSignatureSchema = z.object({
  userId: z.string(),
  /** The full name as the signer typed it. */
  fullName: z.string(),
  signedAt: isoDate,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The document's contentHash at the moment of signing. */
  contentHash: z.string(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

export const documentAuditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(DOCUMENT_AUDIT_ACTIONS),
  /** Null when the account no longer exists. */
  actor: partySchema.nullable(),
  createdAt: isoDate,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** A cancellation's reason, the fields an edit changed, and the like. */
  detail: z.string().nullable(),
});
export type DocumentAuditEvent = z.infer<typeof documentAuditEventSchema>;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  NDA: 'Non-Disclosure Agreement',
  collaboration: 'Collaboration Agreement',
  licensing: 'Licensing Agreement',
  equity_agreement: 'Equity Agreement',
  employment: 'Employment Agreement',
  POC: 'Proof of Concept Agreement',
  LOI: 'Letter of Intent',
  MOU: 'Memorandum of Understanding',
};

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  pending_signatures: 'Pending Signatures',
  fully_executed: 'Fully Executed',
  cancelled: 'Cancelled',
};
