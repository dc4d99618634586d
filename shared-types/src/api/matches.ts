import { z } from 'zod';
import { aiSourceSchema } from '../entities/ai-source';
import { pageLimit } from '../entities/common';
import { projectSummarySchema } from '../entities/project';
import { userSchema } from '../entities/user';
import { GET } from './endpoint';

/** One field of the viewer's profile (or listing) and the words in it that made the match. */
export const matchReasonSchema = z.object({
  /** e.g. 'Your expertise', 'Their interests', 'Category', 'Stage'. */
  field: z.string(),
  terms: z.array(z.string()),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

const matchCore = {
  /** 0-100: how much of what the viewer looks for the other side covers, plus category/stage fit. */
  score: z.number().int().min(0).max(100),
  /** One short sentence: why this match. */
  why: z.string(),
  reasons: z.array(matchReasonSchema),
};

export const projectMatchSchema = z.object({ project: projectSummarySchema, ...matchCore });
export type ProjectMatch = z.infer<typeof projectMatchSchema>;

/** An industry user who fits one of the researcher's listings: public profile fields only. */
export const userMatchSchema = z.object({
  user: userSchema.pick({
    id: true,
    firstName: true,
    lastName: true,
    organization: true,
    position: true,
    expertise: true,
    profileImageUrl: true,
  }),
  /** The researcher's listing this user fits best. */
  project: z.object({ id: z.number().int(), title: z.string() }),
  ...matchCore,
});
export type UserMatch = z.infer<typeof userMatchSchema>;

export const matchesQuerySchema = z.object({ limit: pageLimit(12, 50) });

/**
 * GET /api/matches. Industry users get `projects`, researchers get `users`, superadmins neither
 * ('none'). Industry users and researchers both get `scores`: their personal match of every
 * listing that matches their profile at all, for the '% Match' badge.
 */
export const matchesResponseSchema = z.object({
  kind: z.enum(['projects', 'users', 'none']),
  projects: z.array(projectMatchSchema),
  users: z.array(userMatchSchema),
  /** Listing id → personal match 0-100, for listings with any match. */
  scores: z.record(z.string(), z.number().int().min(0).max(100)),
  generatedBy: aiSourceSchema,
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const matchEndpoints = {
  list: GET('/api/matches', matchesResponseSchema, matchesQuerySchema),
};
