import { type TermAdvice, type TermAdviceRequest, termAdviceSchema } from '@labbridge/shared-types';
import { z } from 'zod';
import { reviewTermsLocally } from '../local/terms';
import { PROMPTS } from '../prompts';
import type { AiTask } from '../provider';

const adviceSchema = z.object({ advice: z.array(termAdviceSchema).max(8) });
const TEXT_FOR_MODEL = 8000;

/**
 * A draft's terms against published norms. The local rules always apply (their numbers are
 * exact); a model adds advice on topics the rules did not flag.
 */
export const reviewTermsTask: AiTask<TermAdviceRequest, { advice: TermAdvice[] }> = {
  name: 'review_terms',
  schema: adviceSchema,
  maxTokens: 800,
  local: (request) => ({ advice: reviewTermsLocally(request) }),
  prompt: (request) => ({
    system: PROMPTS.reviewTerms,
    data: {
      documentType: request.documentType,
      projectCategory: request.projectCategory ?? null,
      terms: request.terms,
      text:
        request.content
          ?.replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, TEXT_FOR_MODEL) ?? null,
    },
  }),
  fromModel: (answer, request) => {
    const local = reviewTermsLocally(request);
    const flagged = new Set(local.map((a) => a.topic));
    return { advice: [...local, ...answer.advice.filter((a) => !flagged.has(a.topic))] };
  },
};
