import { z } from 'zod';
import { LIMITS } from '../constants';
import { type ProjectSummary, projectSummarySchema } from '../entities/project';
import { type PublicUser, publicUserSchema } from '../entities/user';
import { GET } from './endpoint';

/** GET /api/users/researchers?q= : at least 2 characters (spec §5, §9). */
export const researcherSearchQuerySchema = z.object({
  q: z
    .string({ error: `Enter at least ${LIMITS.researcherSearchMinChars} characters` })
    .trim()
    .min(
      LIMITS.researcherSearchMinChars,
      `Enter at least ${LIMITS.researcherSearchMinChars} characters`,
    )
    .max(100),
});
export type ResearcherSearchQuery = z.input<typeof researcherSearchQuerySchema>;

export const RESEARCHER_SEARCH_LIMIT = 10;

/** Up to 10 researchers, public profile fields only (a private profile shows only the name). */
export const researcherSearchResponseSchema = z.array(publicUserSchema);
export type ResearcherSearchResponse = PublicUser[];

/** GET /api/users/:id: the public profile and the user's public listings. */
export const publicProfileResponseSchema = z.object({
  user: publicUserSchema,
  projects: z.array(projectSummarySchema),
});
export type PublicProfileResponse = { user: PublicUser; projects: ProjectSummary[] };

export const userEndpoints = {
  researchers: GET(
    '/api/users/researchers',
    researcherSearchResponseSchema,
    researcherSearchQuerySchema,
  ),
  profile: GET('/api/users/:id', publicProfileResponseSchema),
};
