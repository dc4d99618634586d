import { SCORE_BANDS, type ScoreBand } from '../constants';

/** The three evaluation scores a project carries (each 0-100, any may be missing). */
export interface ProjectScores {
  executabilityScore?: number | null;
  feasibilityScore?: number | null;
  matchabilityScore?: number | null;
}

const scoreList = (p: ProjectScores) => [
  p.executabilityScore,
  p.feasibilityScore,
  p.matchabilityScore,
];

/**
 * The overall score shown on cards and in the admin views: the rounded mean of the
 * non-zero scores, ignoring missing ones. Null when no score counts.
 */
export function overallScore(
  scores: readonly (number | null | undefined)[] | ProjectScores,
): number | null {
  const list = Array.isArray(scores) ? scores : scoreList(scores as ProjectScores);
  const counted = list.filter((s): s is number => typeof s === 'number' && s !== 0);
  if (counted.length === 0) return null;
  return Math.round(counted.reduce((sum, s) => sum + s, 0) / counted.length);
}

/**
 * The landing page's score: N/A (null) when executabilityScore is missing, otherwise the
 * rounded mean of all three, a missing feasibility or matchability counting as 0.
 */
export function landingScore(project: ProjectScores): number | null {
  if (project.executabilityScore == null) return null;
  const sum = scoreList(project).reduce<number>((acc, s) => acc + (s ?? 0), 0);
  return Math.round(sum / 3);
}

/** The §9 colour band for a score: 90+ green, 80+ blue, 70+ yellow, below 70 red. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min)?.band ?? 'red';
}
