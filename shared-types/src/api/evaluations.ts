import { z } from 'zod';
import { aiSourceSchema } from '../entities/ai-source';
import { projectInputSchema, scoreDetailsSchema } from '../entities/project';
import { POST } from './endpoint';
import { projectDetailSchema } from './projects';

/** Why industry commonly turns a listing down (issue 13); each is detected from the listing's content. */
export const LISTING_WARNING_KINDS = [
  'too_early',
  'benefit_unclear',
  'route_unclear',
  'description_vague',
] as const;
export type ListingWarningKind = (typeof LISTING_WARNING_KINDS)[number];

export const listingWarningSchema = z.object({
  kind: z.enum(LISTING_WARNING_KINDS),
  title: z.string(),
  /** What in the listing triggered the warning. */
  detail: z.string(),
  /** What to change to address it. */
  fix: z.string(),
});
export type ListingWarning = z.infer<typeof listingWarningSchema>;

/** POST /api/projects/evaluate-draft: the scores a draft would get and the warnings before publishing. */
export const draftEvaluationSchema = z.object({
  scores: scoreDetailsSchema,
  warnings: z.array(listingWarningSchema),
  generatedBy: aiSourceSchema,
});
export type DraftEvaluation = z.infer<typeof draftEvaluationSchema>;

export const evaluationEndpoints = {
  /** Any signed-in user may check a draft; nothing is stored. */
  draft: POST('/api/projects/evaluate-draft', draftEvaluationSchema, projectInputSchema),
  /** The owner (or a superadmin) asks for fresh scores after editing; answers the detail. */
  reevaluate: POST('/api/projects/:id/evaluate', projectDetailSchema),
};
