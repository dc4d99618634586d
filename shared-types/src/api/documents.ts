import { z } from 'zod';
import { legalDocumentSchema } from '../entities/document';

/**
 * GET /api/legal/documents: the documents the user is a party to (every document for a
 * superadmin), newest first.
 */
export const legalDocumentListResponseSchema = z.object({
  documents: z.array(legalDocumentSchema),
});
export type LegalDocumentListResponse = z.infer<typeof legalDocumentListResponseSchema>;
