import type { ProjectData, ScoreDetails } from '@labbridge/shared-types';
import type { ScoringContext } from '../provider';

/** Interim rubric; the projects module replaces it with the full explainable one. */
export const scoreProjectLocally = (
  project: ProjectData,
  _context: ScoringContext,
): ScoreDetails => {
  const base = Math.min(
    100,
    40 + project.researchPapers.length * 10 + project.teamMembers.length * 5,
  );
  const explanation = { score: base, reasons: [], tips: [] };
  return { executability: explanation, feasibility: explanation, matchability: explanation };
};
