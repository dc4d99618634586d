import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, VESTING_FREQUENCIES } from '../constants';
import { isoDate } from './common';

/** A legal document's terms (spec §3); every part is optional until the generator fills it. */
export const documentTermsSchema = z.object({
  equityDistribution: z.object({ researcher: z.number(), industry: z.number() }).optional(),
  vestingSchedule: z
    .object({
      cliffPeriod: z.number(),
      vestingPeriod: z.number(),
      vestingFrequency: z.enum(VESTING_FREQUENCIES),
    })
    .optional(),
  confidentialityPeriod: z.number().optional(),
  terminationClause: z.string().optional(),
  disputeResolution: z.string().optional(),
});
export type DocumentTerms = z.infer<typeof documentTermsSchema>;

/** A legal document as the API returns it (spec §3); the Yjs editing state never leaves the server. */
export const legalDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML. */
  content: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  terms: documentTermsSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
  pdfUrl: z.string().nullable(),
  researcherUserId: z.string().nullable(),
  industryUserId: z.string().nullable(),
  projectId: z.number().int().nullable(),
  collaborationId: z.number().int().nullable(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const DOCUMENT_TYPE_LABELS: Record<LegalDocument['documentType'], string> = {
  NDA: 'NDA',
  collaboration: 'Collaboration Agreement',
  licensing: 'Licensing Agreement',
  equity_agreement: 'Equity Agreement',
  employment: 'Employment Agreement',
};

export const DOCUMENT_STATUS_LABELS: Record<LegalDocument['status'], string> = {
  draft: 'Draft',
  pending_signatures: 'Pending Signatures',
  fully_executed: 'Fully Executed',
  cancelled: 'Cancelled',
};
