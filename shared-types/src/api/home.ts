import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/home/summary: the home dashboard's numbers, all computed for the signed-in user. */
export const homeSummarySchema = z.object({
  /** Researchers: their active listings; everyone else: listings open in the catalogue. */
  activeProjects: z.number().int(),
  /** Collaborations the user is a party to that are pending or active. */
  collaborations: z.number().int(),
  /** Documents awaiting the user's signature. */
  pendingDocuments: z.number().int(),
  documents: z.number().int(),
  /** Researchers: their listings scored by the AI layer; everyone else: all listings scored. */
  aiEvaluations: z.number().int(),
  /** The Performance Analytics panel (spec §2), about the user's own profile and listings. */
  performance: z.object({
    profile_view: z.number().int(),
    project_shared: z.number().int(),
    message_sent: z.number().int(),
    collaboration_started: z.number().int(),
  }),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const homeEndpoints = {
  summary: endpoint('GET', '/api/home/summary', homeSummarySchema),
};
