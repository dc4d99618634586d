import type { ProjectData, ScoreCards, ScoreExplanation } from '@labbridge/shared-types';
import { MatchIndex } from '../matching/engine';
import {
  type ListingText,
  listingDocument,
  type ProfileText,
  profileQuery,
} from '../matching/profiles';
import { tokenize } from '../matching/text';
import type { ScoringContext } from '../tasks/evaluate-project';

/**
 * The local, deterministic rubric. Every score starts from a baseline and each signal adds or
 * removes a fixed number of points, so the reasons add up to the score (before clamping to
 * 0-100) and the same listing always gets the same scores. Evidence only ever adds points, so
 * attaching a paper or a team member can never lower a score.
 */

interface Signal {
  text: string;
  impact: number;
}
interface Tip {
  text: string;
  /** Points the tip could still win; the three largest become the tips shown. */
  gain: number;
}

class Card {
  readonly reasons: Signal[] = [];
  readonly tips: Tip[] = [];

  constructor(baseline: number, text: string) {
    this.add(baseline, text);
  }

  add(impact: number, text: string) {
    if (impact !== 0) this.reasons.push({ text, impact });
  }

  tip(gain: number, text: string) {
    if (gain > 0) this.tips.push({ text, gain });
  }

  /**
   * Items of evidence worth `each` points, counted up to `upTo`; short of that, a tip names what
   * is missing (`tips.none` when there is nothing yet) and what it would win.
   */
  counted(
    n: number,
    { each, upTo }: { each: number; upTo: number },
    reason: string,
    tips: { none: string; more: (missing: number) => string },
  ) {
    const points = Math.min(n, upTo) * each;
    this.add(points, reason);
    if (n < upTo) this.tip(upTo * each - points, n === 0 ? tips.none : tips.more(upTo - n));
  }

  explain(): ScoreExplanation {
    const total = this.reasons.reduce((sum, r) => sum + r.impact, 0);
    const tips = [...this.tips]
      .sort((a, b) => b.gain - a.gain || a.text.localeCompare(b.text))
      .slice(0, 3)
      .map((t) => t.text);
    return { score: Math.max(0, Math.min(100, Math.round(total))), reasons: this.reasons, tips };
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const filled = (text: string | null | undefined, min = 1) => (text?.trim().length ?? 0) >= min;

/** Technology readiness levels that fit each stage; one level either side is "close". */
export const STAGE_TRL_RANGE = {
  concept: [1, 3],
  prototype: [3, 6],
  testing: [5, 8],
  ready: [7, 9],
} as const;

/** A monthly budget outside this band suggests the funding or the timeline is unrealistic. */
export const MONTHLY_BURN_RANGE = { min: 5_000, max: 500_000 } as const;

const PATENT_WORDS = /\b(patent|patented|patents|filed|granted|pct|licen[cs]e[ds]?|trademark)\b/i;

const scoreFeasibility = (p: ProjectData): ScoreExplanation => {
  const card = new Card(20, 'Baseline');

  const papers = p.researchPapers.length;
  card.counted(
    papers,
    { each: 8, upTo: 3 },
    `${plural(papers, 'research paper')} attached as evidence`,
    {
      none: 'Attach research papers (URL, DOI or PDF)',
      more: (missing) => `Attach ${plural(missing, 'more research paper')}: the first three count`,
    },
  );
  const withPdf = p.researchPapers.filter((r) => r.fileUrl).length;
  card.add(Math.min(withPdf, 2) * 2, `${plural(withPdf, 'paper')} with the full PDF uploaded`);

  const team = p.teamMembers.length;
  card.counted(team, { each: 5, upTo: 4 }, `${plural(team, 'team member')} listed`, {
    none: 'Add the people who will do the work to the Team tab',
    more: (missing) => `Add ${plural(missing, 'more team member')}: the first four count`,
  });
  const researchers = p.teamMembers.filter((m) => m.isResearcher).length;
  card.add(
    Math.min(researchers, 2) * 2,
    `${plural(researchers, 'verified platform researcher')} on the team`,
  );

  if (p.trlLevel !== null) {
    card.add(p.trlLevel * 3, `Technology readiness level ${p.trlLevel} of 9`);
  } else {
    card.tip(15, 'State the technology readiness level (TRL 1-9)');
  }

  if (filled(p.intellectualProperty)) {
    card.add(5, 'Intellectual property described');
    if (PATENT_WORDS.test(p.intellectualProperty ?? '')) {
      card.add(5, 'Patent or licence position stated');
    } else {
      card.tip(5, 'Say whether the IP is patented, filed or licensable');
    }
  } else {
    card.tip(10, 'Describe the intellectual property (patents, filings, know-how)');
  }
  return card.explain();
};

const scoreExecutability = (p: ProjectData): ScoreExplanation => {
  const card = new Card(30, 'Baseline');

  if (p.trlLevel !== null) {
    const [low, high] = STAGE_TRL_RANGE[p.stage];
    const distance =
      p.trlLevel < low ? low - p.trlLevel : p.trlLevel > high ? p.trlLevel - high : 0;
    if (distance === 0) card.add(15, `TRL ${p.trlLevel} fits the ${p.stage} stage`);
    else if (distance === 1) card.add(5, `TRL ${p.trlLevel} is close to the ${p.stage} stage`);
    else {
      card.add(
        -10,
        `TRL ${p.trlLevel} does not fit the ${p.stage} stage (expected ${low}-${high})`,
      );
      card.tip(
        25,
        `Check the stage and TRL: the ${p.stage} stage usually means TRL ${low}-${high}`,
      );
    }
  } else {
    card.tip(15, 'State the TRL so the stage can be checked against it');
  }

  const funding = p.fundingRequired;
  const months = p.timelineMonths;
  if (funding !== null && funding > 0 && months !== null && months > 0) {
    const monthly = funding / months;
    const plan = `${usd(funding)} over ${plural(months, 'month')} (${usd(monthly)}/month)`;
    if (monthly < MONTHLY_BURN_RANGE.min) {
      card.add(-5, `${plan} looks too little for the timeline`);
      card.tip(20, 'Re-check the budget: it looks low for the timeline');
    } else if (monthly > MONTHLY_BURN_RANGE.max) {
      card.add(-5, `${plan} looks like a lot for the timeline`);
      card.tip(20, 'Re-check the timeline: the budget looks high for it');
    } else {
      card.add(15, `${plan} is a realistic budget`);
    }
  } else {
    card.tip(15, 'Give both the funding required and the timeline in months');
  }

  const sought = [p.whoWeAreLookingFor, p.lookingFor].filter((t) => filled(t));
  const soughtLength = sought.join(' ').trim().length;
  if (soughtLength >= 80) card.add(10, 'Clear about what partners and resources are sought');
  else if (soughtLength > 0) {
    card.add(5, 'Says briefly what is sought');
    card.tip(5, "Expand 'Who We Are Looking For' with the partner and resources you need");
  } else card.tip(10, "Fill in 'Who We Are Looking For' and 'Looking For'");

  const pitch = [
    ['whyUs', p.whyUs],
    ['whyNow', p.whyNow],
    ['whatMakesUsSpecial', p.whatMakesUsSpecial],
  ] as const;
  const pitched = pitch.filter(([, text]) => filled(text)).length;
  card.add(
    pitched * 4,
    `${pitched} of 3 pitch sections answered (Why Us, Why Now, What Makes Us Special)`,
  );
  if (pitched < 3)
    card.tip((3 - pitched) * 4, "Answer 'Why Us?', 'Why Now?' and 'What Makes Us Special'");

  const team = Math.min(p.teamMembers.length, 3) * 3;
  card.add(team, 'A named team to deliver the plan');

  // Clarity: a reader must be able to tell what the project does from its description.
  const described = p.description.trim().length;
  if (described >= 300) card.add(5, 'Detailed description');
  else {
    if (described < 80) card.add(-5, 'Description too short to say what the project does');
    card.tip(described < 80 ? 10 : 5, 'Write a description of at least a few paragraphs');
  }
  return card.explain();
};

/** How well a partner's profile must fit a listing (0-100, the '% Match') to count as demand. */
export const DEMAND_MATCH_MIN = 40;

/**
 * The platform's industry users whose profiles fit the listing, by the matching engine's personal
 * match (the same number their '% Match' badge shows), with the listing's words that fit them.
 */
export const matchingDemand = (p: ListingText, demand: ProfileText[]) => {
  const index = new MatchIndex([listingDocument('listing', p, null)]);
  // Topics are named in the listing's own words: a partner's profile words are never shown.
  const own = new Map<string, string>();
  for (const field of listingDocument('listing', p, null).fields) {
    for (const { term, surface } of tokenize(field.text))
      if (!own.has(term)) own.set(term, surface);
  }
  const terms = new Map<string, number>();
  let partners = 0;
  for (const profile of demand) {
    const [match] = index.rank(profileQuery(profile));
    if (!match || match.score < DEMAND_MATCH_MIN) continue;
    partners += 1;
    for (const reason of match.reasons) {
      if (reason.field === 'Category' || reason.field === 'Stage') continue;
      for (const word of reason.terms) {
        const mine = tokenize(word)
          .map((t) => own.get(t.term))
          .find(Boolean);
        if (mine) terms.set(mine, (terms.get(mine) ?? 0) + 1);
      }
    }
  }
  const topics = [...terms]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([term]) => term);
  return { partners, topics };
};

/** Matchability alone: the only score industry demand moves (an account's deletion rescores it). */
export const scoreMatchability = (p: ProjectData, context: ScoringContext): ScoreExplanation => {
  const card = new Card(30, 'Baseline');

  const tagPoints = Math.min(p.tags.length, 5) * 3;
  card.add(tagPoints, `${plural(p.tags.length, 'tag')} for partners to search by`);
  const moreTagsGain = 15 - tagPoints;
  let demandGain = 0;

  if (context.industryDemand.length > 0) {
    const { partners, topics } = matchingDemand(p, context.industryDemand);
    const counted = Math.min(partners, 4);
    card.add(
      counted * 6,
      `${plural(partners, 'industry partner')} on the platform ${partners === 1 ? 'looks' : 'look'} for this${topics.length ? ` (${topics.join(', ')})` : ''}`,
    );
    demandGain = (4 - counted) * 6;
  }
  // More tags and tags that industry searches for are one piece of advice, given once.
  if (demandGain > 0) {
    card.tip(
      moreTagsGain + demandGain,
      'Add tags industry partners search for (technologies, applications, markets)',
    );
  } else card.tip(moreTagsGain, 'Add tags for the technologies and markets');

  if (filled(p.whoWeAreLookingFor) || filled(p.lookingFor)) {
    card.add(10, 'States the kind of partner sought');
  } else card.tip(10, 'Say what kind of partner you want');

  if (p.visibility === 'public') card.add(5, 'Public listing, visible in the catalogue');
  else if (p.visibility === 'private') {
    card.add(-10, 'Private listing: nobody else can find it');
    card.tip(15, 'Make the listing public so partners can find it');
  } else card.tip(5, 'Unlisted listings are reached only by link; make it public');

  if (p.mediaCarousel.length > 0 || p.headerImageUrl || p.headerVideoUrl) {
    card.add(5, 'Images or video show the work');
  } else card.tip(5, 'Add images or a video to the media gallery');

  if (p.stage === 'testing' || p.stage === 'ready')
    card.add(5, 'Mature stage that industry can adopt');
  return card.explain();
};

/** Executability, feasibility and matchability, each 0-100 with reasons and up to 3 tips. */
export const scoreProjectLocally = (project: ProjectData, context: ScoringContext): ScoreCards => ({
  executability: scoreExecutability(project),
  feasibility: scoreFeasibility(project),
  matchability: scoreMatchability(project, context),
});
