import type { DocumentType, PartnerTitle } from '@labbridge/shared-types';
import { z } from 'zod';
import { type Clause, enrichClausesLocally } from '../local/clauses';
import { PROMPTS } from '../prompts';
import type { AiTask } from '../provider';

/**
 * The project, without the agreement's terms: the template states those, and the parties may
 * change them on a draft (documents/terms-text.ts rewords the template's passages), so a clause
 * must not state them. The model is not given them, so it cannot.
 */
export interface EnrichClausesInput {
  documentType: DocumentType;
  /** What the agreement calls the side that proposed: the clauses name it alike. */
  partnerTitle: PartnerTitle;
  project: {
    title: string;
    description: string;
    intellectualProperty: string[];
    timeline: string;
  };
}

const clausesSchema = z.object({
  clauses: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(120),
        text: z.string().trim().min(1).max(1500),
      }),
    )
    .max(3),
});

/** Up to three clauses specific to the project, added to a generated draft's template. */
export const enrichClausesTask: AiTask<EnrichClausesInput, { clauses: Clause[] }> = {
  name: 'enrich_clauses',
  schema: clausesSchema,
  maxTokens: 900,
  local: (input) => ({ clauses: enrichClausesLocally(input) }),
  prompt: (input) => ({
    system: PROMPTS.enrichClauses,
    data: {
      documentType: input.documentType,
      partnerTitle: input.partnerTitle,
      project: { ...input.project, description: input.project.description.slice(0, 4000) },
    },
  }),
};
