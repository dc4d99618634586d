import { z } from 'zod';
import { DOCUMENT_TYPES, PROJECT_CATEGORIES } from '../constants';
import { aiSourceSchema } from '../entities/ai-source';
import { rowIdSchema } from '../entities/common';
import { documentTermsSchema } from '../entities/document';
import { POST } from './endpoint';

export const TERM_ADVICE_TOPICS = [
  'university_equity',
  'cliff',
  'vesting',
  'confidentiality',
  'termination',
  'disputes',
] as const;

/** Where a norm comes from, so a reader can check it. */
export const normSourceSchema = z.object({ name: z.string(), url: z.string().nullable() });

export const termAdviceSchema = z.object({
  topic: z.enum(TERM_ADVICE_TOPICS),
  severity: z.enum(['info', 'warning']),
  title: z.string(),
  /** Why the term is far from the norm, with the numbers. */
  why: z.string(),
  source: normSourceSchema,
});
export type TermAdvice = z.infer<typeof termAdviceSchema>;

/**
 * POST /api/legal/term-advice: a draft's terms (and text, for terms written only in the text)
 * checked against published norms. Advice only: nothing is stored and nothing is blocked.
 */
export const termAdviceRequestSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  terms: documentTermsSchema,
  /** The agreement's text (HTML or plain) as currently edited. */
  content: z.string().max(200_000).optional(),
  /** The listing's category when known: software and AI spin-outs have their own equity norm. */
  projectCategory: z.enum(PROJECT_CATEGORIES).optional(),
  /** Or the listing the agreement is about: its category is read when the caller may open it. */
  projectId: rowIdSchema.optional(),
});
export type TermAdviceRequest = z.infer<typeof termAdviceRequestSchema>;

export const termAdviceResponseSchema = z.object({
  advice: z.array(termAdviceSchema),
  generatedBy: aiSourceSchema,
});
export type TermAdviceResponse = z.infer<typeof termAdviceResponseSchema>;

export const termAdviceEndpoints = {
  check: POST('/api/legal/term-advice', termAdviceResponseSchema, termAdviceRequestSchema),
};
