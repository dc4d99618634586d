import type { TermAdvice, TermAdviceRequest } from '@labbridge/shared-types';

/**
 * Deal terms checked against published norms. Advice, never a blocker: each flag says how far
 * the term is from the norm and where the norm comes from, so the parties can judge.
 */

export const NORMS = {
  usitSoftware: {
    name: 'TenU, USIT for Software Guide (2024): universities take 5–10 % equity in software spin-outs',
    url: 'https://www.keconcordat.ac.uk/the-university-spin-out-investment-terms-guide-the-usit-guide-tenu/',
  },
  usit: {
    name: 'TenU, University Spin-out Investment Terms (USIT) Guide (2023): university equity at or below 25 %',
    url: 'https://www.keconcordat.ac.uk/the-university-spin-out-investment-terms-guide-the-usit-guide-tenu/',
  },
  vesting: {
    name: 'Common founder vesting practice: 4 years of vesting with a 1-year cliff',
    url: null,
  },
  lambert: {
    name: 'UK IPO Lambert Toolkit model collaboration and confidentiality agreements',
    url: 'https://www.gov.uk/guidance/university-and-business-collaboration-agreements-lambert-toolkit',
  },
} as const;

export const TERM_LIMITS = {
  softwareUniversityEquityMax: 10,
  universityEquityMax: 25,
  cliffMonthsMax: 12,
  vestingMonthsMax: 48,
  confidentialityYearsMax: 10,
} as const;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

const PERCENT = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent)`;
const UNIVERSITY = String.raw`\b(?:universit(?:y|ies)|institution|tech(?:nology)? transfer office|TTO)\b`;

/** The largest equity share the text gives a university ('the University shall hold 20%'). */
export const universityEquityIn = (text: string) => {
  const shares: number[] = [];
  const patterns = [
    new RegExp(`${UNIVERSITY}[^.;%]{0,100}?${PERCENT}[^.;]{0,40}?\\b(equity|shares?|stake)`, 'gi'),
    new RegExp(`${UNIVERSITY}[^.;%]{0,60}?\\b(equity|shares?|stake)[^.;%]{0,60}?${PERCENT}`, 'gi'),
    new RegExp(`${PERCENT}[^.;%]{0,60}?\\b(equity|shares?|stake)[^.;]{0,60}?${UNIVERSITY}`, 'gi'),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const value = Number(m.slice(1).find((g) => g !== undefined && /^\d/.test(g)));
      if (Number.isFinite(value) && value <= 100) shares.push(value);
    }
  }
  return shares.length ? Math.max(...shares) : null;
};

const NOTICE =
  /\b(\d+|one|two|three|six|thirty|sixty|ninety)\s*(\(\d+\)\s*)?(business\s+)?(days?|weeks?|months?)\b[^.]{0,60}\bnotice\b|\bnotice\b[^.]{0,60}\b(\d+|one|two|three|six|thirty|sixty|ninety)\s*(\(\d+\)\s*)?(business\s+)?(days?|weeks?|months?)\b/i;
const DISPUTES = /\b(arbitrat\w*|mediat\w*|courts?|jurisdiction|governing law)\b/i;

export const reviewTermsLocally = (req: TermAdviceRequest): TermAdvice[] => {
  const advice: TermAdvice[] = [];
  const text = req.content ? plain(req.content) : '';
  const { terms } = req;

  const university = text ? universityEquityIn(text) : null;
  if (university !== null) {
    const software = req.projectCategory === 'ai-ml';
    const max = software
      ? TERM_LIMITS.softwareUniversityEquityMax
      : TERM_LIMITS.universityEquityMax;
    if (university > max) {
      advice.push({
        topic: 'university_equity',
        severity: 'warning',
        title: `University equity of ${university} % is above the norm`,
        why: software
          ? `The agreement gives the university ${university} %; for software spin-outs the published range is 5–10 %, with founders keeping 90–95 %.`
          : `The agreement gives the university ${university} %; the published guide puts a university's stake at or below 25 %.`,
        source: software ? NORMS.usitSoftware : NORMS.usit,
      });
    }
  }

  const vesting = terms.vestingSchedule;
  if (vesting && vesting.cliffPeriod > TERM_LIMITS.cliffMonthsMax) {
    advice.push({
      topic: 'cliff',
      severity: 'warning',
      title: `Cliff of ${vesting.cliffPeriod} months is long`,
      why: `Nothing vests for ${vesting.cliffPeriod} months; the usual cliff is 12 months, so a partner who leaves early is not rewarded for a year or more of work.`,
      source: NORMS.vesting,
    });
  }
  if (vesting && vesting.vestingPeriod > TERM_LIMITS.vestingMonthsMax) {
    advice.push({
      topic: 'vesting',
      severity: 'info',
      title: `Vesting over ${vesting.vestingPeriod} months is longer than usual`,
      why: `Equity vests over ${vesting.vestingPeriod} months; 48 months is the common period.`,
      source: NORMS.vesting,
    });
  }

  const years = terms.confidentialityPeriod;
  if (years !== undefined && years > TERM_LIMITS.confidentialityYearsMax) {
    advice.push({
      topic: 'confidentiality',
      severity: 'warning',
      title: `${years} years of confidentiality is far above the norm`,
      why: `Confidentiality lasts ${years} years; model agreements use a few years (up to 10), longer terms being kept for trade secrets named as such.`,
      source: NORMS.lambert,
    });
  }

  const termination = terms.terminationClause ?? (/terminat/i.test(text) ? text : undefined);
  if (termination !== undefined && !NOTICE.test(termination)) {
    advice.push({
      topic: 'termination',
      severity: 'warning',
      title: 'No termination notice period',
      why: 'The termination clause sets no notice period, so either party could end the agreement at once; model agreements give written notice (commonly 30–90 days).',
      source: NORMS.lambert,
    });
  }

  if (!terms.disputeResolution && text && !DISPUTES.test(text)) {
    advice.push({
      topic: 'disputes',
      severity: 'info',
      title: 'No way to resolve disputes',
      why: 'Neither the terms nor the text say how disputes are settled (negotiation, mediation, arbitration or courts).',
      source: NORMS.lambert,
    });
  }
  return advice;
};
