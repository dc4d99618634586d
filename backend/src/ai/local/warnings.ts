import type { ListingWarning, ProjectData } from '@labbridge/shared-types';

/**
 * The common reasons industry turns a listing down, detected from its content by fixed rules:
 * deterministic, so the editor can warn while the researcher types and tests can pin each rule.
 */

const COMPARISON =
  /\b(than|faster|cheaper|lower|higher|better|outperform\w*|reduc\w*|improv\w*|compared|versus|vs|instead of|unlike|existing|current|conventional|state[- ]of[- ]the[- ]art)\b|\d+(\.\d+)?\s*(%|x\b|×|times|fold)/i;
const ROUTE =
  /\b(licen[cs]\w*|spin[- ]?outs?|start-?ups?|pilots?|customers?|markets?|commerciali[sz]\w*|manufactur\w*|investors?|co-develop\w*|joint venture|sell|sales|revenue|adopt\w*|integrat\w*|deploy\w*|partners?|partnership)\b/i;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const listingWarningsLocally = (p: ProjectData): ListingWarning[] => {
  const warnings: ListingWarning[] = [];
  const pitch = join(p.description, p.whatMakesUsSpecial, p.whyUs, p.whyNow);

  if (
    p.stage === 'concept' &&
    (p.trlLevel === null || p.trlLevel <= 2) &&
    p.researchPapers.length === 0
  ) {
    warnings.push({
      kind: 'too_early',
      title: 'It may look too early',
      detail: `Concept stage, ${p.trlLevel === null ? 'no TRL given' : `TRL ${p.trlLevel}`} and no research papers attached.`,
      fix: 'Show what you have already demonstrated: attach a paper or preprint, state the TRL reached, describe a first result.',
    });
  }
  if (!COMPARISON.test(pitch)) {
    warnings.push({
      kind: 'benefit_unclear',
      title: 'The benefit over existing solutions is unclear',
      detail: 'Nothing in the description or pitch compares the work with what is used today.',
      fix: "Say what it beats and by how much (cost, speed, accuracy…) in the description or 'What Makes Us Special'.",
    });
  }
  if (!ROUTE.test(join(pitch, p.whoWeAreLookingFor, p.lookingFor))) {
    warnings.push({
      kind: 'route_unclear',
      title: 'The commercial route is unclear',
      detail:
        'The listing does not say how the work would reach the market (licence, spin-out, pilot, customer).',
      fix: "Fill in 'Who We Are Looking For' with the partner and the route: a licence, a pilot, co-development or a spin-out.",
    });
  }
  const words = wordCount(p.description);
  if (words < 40 || !/\d/.test(p.description)) {
    warnings.push({
      kind: 'description_vague',
      title: 'The description is vague',
      detail:
        words < 40
          ? `The description has ${words} word${words === 1 ? '' : 's'}; partners need the problem, the method and a result.`
          : 'The description gives no figure: no result, scale, cost or performance number.',
      fix: 'Describe the problem, how your approach works and one measured result with its number.',
    });
  }
  return warnings;
};
