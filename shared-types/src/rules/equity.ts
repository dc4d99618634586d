export interface EquitySplit {
  researcher: number;
  industry: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Clamps to 0-100 and rounds to one decimal; a non-number (an emptied input) counts as 0. */
const toShare = (pct: number) =>
  Number.isFinite(pct) ? round1(Math.min(100, Math.max(0, pct))) : 0;

/** Sets the researcher's share; the industry share becomes the rest, so both sum to 100. */
export function splitEquity(researcherPct: number): EquitySplit {
  const researcher = toShare(researcherPct);
  return { researcher, industry: round1(100 - researcher) };
}

/** Sets the industry partner's share; the researcher share becomes the rest. */
export function setIndustryShare(industryPct: number): EquitySplit {
  const industry = toShare(industryPct);
  return { researcher: round1(100 - industry), industry };
}
