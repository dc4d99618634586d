import {
  type ProjectData,
  type ScoreCards,
  type ScoreDetails,
  scoreCardsSchema,
} from '@labbridge/shared-types';
import { scoreProjectLocally } from '../local/scoring';
import type { ProfileText } from '../matching/profiles';
import { PROMPTS } from '../prompts';
import type { AiCallOptions, AiProvider, AiTask } from '../provider';

/** What the scorer knows about the platform besides the project itself. */
export interface ScoringContext {
  /** The platform's industry profiles: the demand that matchability measures. */
  industryDemand: ProfileText[];
}

export interface EvaluateInput {
  project: ProjectData;
  context: ScoringContext;
}

const clip = (text: string | null, max = 4000) =>
  text && text.length > max ? text.slice(0, max) : text;

/**
 * What a model reads of a listing: the owner's own text, no account ids, links or images of
 * anyone, and long fields clipped (a cap on input tokens as well as output).
 */
export const listingForModel = (p: ProjectData) => ({
  title: p.title,
  description: clip(p.description),
  category: p.category,
  stage: p.stage,
  tags: p.tags,
  trlLevel: p.trlLevel,
  fundingRequiredUsd: p.fundingRequired,
  timelineMonths: p.timelineMonths,
  whoWeAreLookingFor: clip(p.whoWeAreLookingFor, 1500),
  lookingFor: clip(p.lookingFor, 1500),
  whyUs: clip(p.whyUs, 1500),
  whyNow: clip(p.whyNow, 1500),
  whatMakesUsSpecial: clip(p.whatMakesUsSpecial, 1500),
  intellectualProperty: clip(p.intellectualProperty, 1500),
  researchPapers: p.researchPapers
    .slice(0, 10)
    .map((r) => ({ name: r.name, description: clip(r.description, 500) })),
  team: p.teamMembers.slice(0, 10).map((m) => ({ role: m.role, expertise: m.expertise })),
  mediaItems: p.mediaCarousel.length,
});

/** The model scores executability and feasibility; matchability stays local (see below). */
const modelAnswer = scoreCardsSchema.pick({ executability: true, feasibility: true });

/**
 * Three scores with reasons and tips. Matchability is always the matching engine's measure of
 * the platform's industry demand: other users' profiles never leave the server.
 */
export const evaluateProjectTask: AiTask<EvaluateInput, ScoreCards, typeof modelAnswer._output> = {
  name: 'evaluate_project',
  schema: modelAnswer,
  maxTokens: 1200,
  local: ({ project, context }) => scoreProjectLocally(project, context),
  prompt: ({ project }) => ({
    system: PROMPTS.evaluateProject,
    data: { listing: listingForModel(project) },
  }),
  fromModel: (answer, { project, context }) => ({
    ...answer,
    matchability: scoreProjectLocally(project, context).matchability,
  }),
};

/** The stored evaluation: the three scores and who produced them. */
export const evaluateProject = async (
  ai: AiProvider,
  input: EvaluateInput,
  options?: AiCallOptions,
): Promise<ScoreDetails> => {
  const { value, generatedBy } = await ai.run(evaluateProjectTask, input, options);
  return { ...value, generatedBy };
};
