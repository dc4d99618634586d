import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, LIMITS } from '../constants';
import { INT4_MAX, isoDate, rowIdSchema } from '../entities/common';
import {
  documentAuditEventSchema,
  documentSignatureSchema,
  documentTermsInputSchema,
  equityDistributionSchema,
  legalDocumentSchema,
  vestingTermsSchema,
} from '../entities/document';
import { dealSideSchema, PARTNER_TITLES, partySchema } from '../entities/party';
import { GET, PATCH, POST } from './endpoint';

/** Where a document opens: the documents page with its dialog. */
export const documentPath = (id: number) => `/documents?document=${id}`;
/** The public verification page for a hash printed on a signed PDF. */
export const verifyPath = (hash: string) => `/verify/${hash}`;

const field = z.string().trim().min(1, 'Required').max(LIMITS.partyFieldMaxLength);

/** One party block of the Generate form; `role` falls back to the §9 default for its side. */
export const documentPartyInputSchema = z.object({
  name: field,
  organization: field,
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email')),
  role: z
    .string()
    .trim()
    .max(LIMITS.partyFieldMaxLength)
    .nullish()
    .transform((v) => v || null),
});

export const projectDetailsInputSchema = z.object({
  title: field,
  description: z.string().trim().min(1, 'Required').max(LIMITS.projectDescriptionMaxLength),
  /** Already split (rules/documents.ts parseIpAssets); blanks are dropped here too. */
  intellectualProperty: z
    .array(z.string().trim().max(LIMITS.partyFieldMaxLength))
    .max(LIMITS.ipAssetsMax)
    .default([])
    .transform((list) => list.filter(Boolean)),
  /** USD; optional. */
  fundingAmount: z
    .number()
    .min(0)
    .max(1e12)
    .nullish()
    .transform((v) => v ?? null),
  timeline: field,
});

/**
 * POST /api/legal/generate-document (spec §3 generation request). The signed-in user must be one
 * of the two parties, and each email must belong to a LabBridge account: those accounts are the
 * document's parties. With `collaborationId` the accounts must be that collaboration's parties
 * (researcher and industry partner) and the document is linked to it and its project. Equity and
 * vesting terms belong to equity_agreement only; omitted terms take the §9 defaults.
 */
export const generateDocumentRequestSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    collaborationId: rowIdSchema.nullish(),
    parties: z.object({ researcher: documentPartyInputSchema, industry: documentPartyInputSchema }),
    projectDetails: projectDetailsInputSchema,
    terms: documentTermsInputSchema.default({}),
  })
  .superRefine((req, ctx) => {
    if (req.documentType === 'equity_agreement') return;
    for (const key of ['equityDistribution', 'vestingSchedule'] as const) {
      if (req.terms[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['terms', key],
          message: 'Only equity agreements carry equity and vesting terms',
        });
      }
    }
  });
export type GenerateDocumentRequest = z.input<typeof generateDocumentRequestSchema>;

/** 201 answer: the generated draft's title and id (spec §3). */
export const generateDocumentResponseSchema = z.object({
  title: z.string(),
  documentId: z.number().int(),
});
export type GenerateDocumentResponse = z.infer<typeof generateDocumentResponseSchema>;

/**
 * GET /api/collaborations/:id/document-prefill: the Generate form filled from a collaboration
 * (parties from the two accounts, project details from its listing, the proposed equity as the
 * industry share), to edit and send back with a documentType.
 */
const prefillPartySchema = z.object({
  name: z.string(),
  organization: z.string(),
  email: z.string(),
  role: z.string(),
});

export const documentPrefillSchema = z.object({
  collaborationId: z.number().int(),
  /** What the agreement will call the industry side, the collaboration's proposer. */
  partnerTitle: z.enum(PARTNER_TITLES),
  parties: z.object({ researcher: prefillPartySchema, industry: prefillPartySchema }),
  projectDetails: z.object({
    title: z.string(),
    description: z.string(),
    intellectualProperty: z.array(z.string()),
    fundingAmount: z.number().nullable(),
    timeline: z.string(),
  }),
  terms: z.object({
    equityDistribution: equityDistributionSchema,
    vestingSchedule: vestingTermsSchema,
    confidentialityPeriod: z.number(),
    terminationClause: z.string(),
    disputeResolution: z.string(),
  }),
});
export type DocumentPrefill = z.infer<typeof documentPrefillSchema>;

/** GET /api/legal/documents?status=&type= */
export const legalDocumentListQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
});
export type LegalDocumentListQuery = z.input<typeof legalDocumentListQuerySchema>;

const documentRoleSchema = z.enum(['researcher', 'industry', 'admin']).nullable();
const documentActionSchema = z.enum(['edit', 'finalize', 'sign', 'cancel']);

/** A list row: everything but the HTML, with the parties and who has signed. */
export const legalDocumentSummarySchema = legalDocumentSchema.omit({ content: true }).extend({
  parties: z.object({ researcher: partySchema.nullable(), industry: partySchema.nullable() }),
  /** Ids of the parties who have signed. */
  signedBy: z.array(z.string()),
  /** Pending signatures and the viewer is a party who has not signed yet. */
  awaitingMySignature: z.boolean(),
  myRole: documentRoleSchema,
});
export type LegalDocumentSummary = z.infer<typeof legalDocumentSummarySchema>;

/**
 * GET /api/legal/documents: the documents the user is a party to (every document for a
 * superadmin), newest first, filtered by status and type.
 */
export const legalDocumentListResponseSchema = z.object({
  documents: z.array(legalDocumentSummarySchema),
});
export type LegalDocumentListResponse = z.infer<typeof legalDocumentListResponseSchema>;

export const documentSignerSchema = z.object({
  role: z.enum(['researcher', 'industry']),
  /** Null when the account no longer exists. */
  user: partySchema.nullable(),
  /** Null while the party has not signed. */
  signature: documentSignatureSchema.nullable(),
});
export type DocumentSigner = z.infer<typeof documentSignerSchema>;

/**
 * A document as any of its readers sees it: the detail without what depends on the viewer. What
 * the signature executing a document keeps of it (document_executed_records), and what its PDF
 * is rendered from. Keys beyond these, as the viewer's fields in records kept before they were
 * left out, are stripped on parsing.
 */
export const legalDocumentRecordSchema = legalDocumentSchema.extend({
  parties: z.object({
    researcher: dealSideSchema.nullable(),
    industry: dealSideSchema.nullable(),
  }),
  project: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  signers: z.array(documentSignerSchema),
  /** Oldest first. */
  auditTrail: z.array(documentAuditEventSchema),
});
export type LegalDocumentRecord = z.infer<typeof legalDocumentRecordSchema>;

/**
 * GET /api/legal/documents/:id (parties and superadmins: 403 for anyone else signed in, 404 for a
 * missing id; opening it records 'viewed' in the audit trail once per viewer and day), and the
 * answer of PATCH, finalize, sign and cancel: the document with the viewer's role and actions.
 */
export const legalDocumentDetailSchema = legalDocumentRecordSchema.extend({
  myRole: documentRoleSchema,
  /** What the viewer may do now (rules/documents.ts). */
  allowedActions: z.array(documentActionSchema),
});
export type LegalDocumentDetail = z.infer<typeof legalDocumentDetailSchema>;

/**
 * PATCH /api/legal/documents/:id: a draft's title, HTML content (sanitised on the server) and
 * terms. `version` is the one the editor loaded; every change moves it, co-editing's included. With
 * `content`, any change since is a 409 CONFLICT and nothing is saved (the text may have been
 * co-edited or restored meanwhile); with only a title or terms, a change of those since is.
 * Terms without `content` reword the text's passages stating them, as generated, for the new
 * terms (a new version the co-editors receive); if the parties reworded one of those passages, or
 * the draft was not generated from a template kept on the platform, they are refused (409,
 * BUSINESS_LOGIC_ERROR, nothing saved) and must come with the text worded for them.
 */
export const updateLegalDocumentRequestSchema = z
  .object({
    version: z.number().int().min(1).max(INT4_MAX),
    title: z.string().trim().min(1, 'Required').max(LIMITS.documentTitleMaxLength).optional(),
    content: z.string().max(LIMITS.documentContentMaxLength).optional(),
    terms: documentTermsInputSchema.optional(),
  })
  .refine((b) => b.title !== undefined || b.content !== undefined || b.terms !== undefined, {
    message: 'Nothing to save',
    path: ['content'],
  });
export type UpdateLegalDocumentRequest = z.input<typeof updateLegalDocumentRequestSchema>;

/** The consent text the Sign action shows and the server records the signer agreeing to. */
export const SIGNATURE_CONSENT_TEXT =
  'I agree that typing my full name is my electronic signature on this document, with the same effect as a handwritten signature, and that I have read it.';

/** POST /api/legal/documents/:id/sign: the typed full name and explicit consent. */
export const signDocumentRequestSchema = z.object({
  fullName: z.string().trim().min(1, 'Type your full name').max(LIMITS.signatureNameMaxLength),
  consent: z.literal(true, { message: 'You must agree to sign electronically' }),
});
export type SignDocumentRequest = z.input<typeof signDocumentRequestSchema>;

/** POST /api/legal/documents/:id/cancel */
export const cancelDocumentRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason').max(LIMITS.cancelReasonMaxLength),
});
export type CancelDocumentRequest = z.input<typeof cancelDocumentRequestSchema>;

/** A SHA-256 in hex, as printed on a signed PDF's certificate page. */
export const sha256HexSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 hash (64 hexadecimal characters)');

/**
 * GET /api/legal/verify/:hash (public): whether the hash is the content hash or the PDF file hash
 * of a fully executed LabBridge document, and when it was signed. Never the content nor emails.
 */
export const verifyDocumentResponseSchema = z.discriminatedUnion('verified', [
  z.object({
    verified: z.literal(true),
    hash: z.string(),
    /** Which hash it matched: the signed text's, or the PDF file's own. */
    matched: z.enum(['content', 'pdf']),
    documentType: z.enum(DOCUMENT_TYPES),
    executedAt: isoDate,
    signatures: z.array(z.object({ name: z.string(), signedAt: isoDate })),
  }),
  z.object({ verified: z.literal(false), hash: z.string() }),
]);
export type VerifyDocumentResponse = z.infer<typeof verifyDocumentResponseSchema>;

export const documentEndpoints = {
  generate: POST(
    '/api/legal/generate-document',
    generateDocumentResponseSchema,
    generateDocumentRequestSchema,
  ),
  list: GET('/api/legal/documents', legalDocumentListResponseSchema, legalDocumentListQuerySchema),
  detail: GET('/api/legal/documents/:id', legalDocumentDetailSchema),
  update: PATCH(
    '/api/legal/documents/:id',
    legalDocumentDetailSchema,
    updateLegalDocumentRequestSchema,
  ),
  finalize: POST('/api/legal/documents/:id/finalize', legalDocumentDetailSchema),
  sign: POST('/api/legal/documents/:id/sign', legalDocumentDetailSchema, signDocumentRequestSchema),
  cancel: POST(
    '/api/legal/documents/:id/cancel',
    legalDocumentDetailSchema,
    cancelDocumentRequestSchema,
  ),
  /** application/pdf: the stored file once fully executed. */
  pdf: GET('/api/legal/documents/:id/pdf', null),
  /** Public: no session needed. */
  verify: GET('/api/legal/verify/:hash', verifyDocumentResponseSchema),
};
