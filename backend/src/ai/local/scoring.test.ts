import { type ProjectInput, projectInputSchema } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { matchingDemand, scoreProjectLocally } from './scoring';

const build = (overrides: Partial<ProjectInput> = {}) =>
  projectInputSchema.parse({
    title: 'Solid-state battery electrolyte',
    description: 'A ceramic electrolyte that survives 2,000 cycles.',
    category: 'energy',
    ...overrides,
  });

const paper = (n: number) => ({ name: `Paper ${n}`, url: `https://doi.org/10.1000/${n}` });
const member = (n: number) => ({ name: `Member ${n}`, role: 'Engineer' });
const noDemand = { industryDemand: [] };
/** An industry profile with these expertise tags and nothing else. */
const partner = (...expertise: string[]) => ({
  expertise,
  organization: null,
  position: null,
  bio: null,
  researchInterests: null,
  lookingFor: null,
});

const rich = build({
  stage: 'testing',
  trlLevel: 6,
  tags: ['battery', 'electrolyte', 'ceramics', 'energy storage', 'EV'],
  fundingRequired: 1_200_000,
  timelineMonths: 18,
  whoWeAreLookingFor:
    'A cell manufacturer to co-develop a pilot line and validate safety at scale.',
  lookingFor: 'Pilot funding and manufacturing know-how',
  whyUs: 'Ten years of electrolyte research.',
  whyNow: 'EV makers need safer cells.',
  whatMakesUsSpecial: 'Room-temperature conductivity.',
  intellectualProperty: 'Two patents filed (PCT) on the sintering process.',
  description: 'x'.repeat(400),
  researchPapers: [paper(1), paper(2), paper(3)],
  teamMembers: [member(1), member(2), member(3), member(4)],
  mediaCarousel: [{ id: 'm1', type: 'image', url: 'https://example.test/a.png' }],
});

const kinds = ['executability', 'feasibility', 'matchability'] as const;

describe('local scoring rubric', () => {
  it('is deterministic and keeps every score within 0-100 with at most 3 tips', () => {
    for (const project of [
      build(),
      rich,
      build({ visibility: 'private', stage: 'ready', trlLevel: 1 }),
    ]) {
      const first = scoreProjectLocally(project, noDemand);
      expect(scoreProjectLocally(project, noDemand)).toEqual(first);
      for (const kind of kinds) {
        const { score, reasons, tips } = first[kind];
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(tips.length).toBeLessThanOrEqual(3);
        expect(reasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('explains each score: the reasons add up to it when it is not clamped', () => {
    const scores = scoreProjectLocally(build({ trlLevel: 3 }), noDemand);
    for (const kind of kinds) {
      const sum = scores[kind].reasons.reduce((s, r) => s + r.impact, 0);
      expect(scores[kind].score).toBe(sum);
    }
  });

  it('never lowers feasibility when a paper or a team member is added', () => {
    const bases = [build(), build({ trlLevel: 9, intellectualProperty: 'Patent granted' }), rich];
    for (const base of bases) {
      let project = base;
      let previous = scoreProjectLocally(project, noDemand).feasibility.score;
      for (let i = 0; i < 6; i += 1) {
        const extra = i % 2 === 0 ? { researchPapers: [...project.researchPapers, paper(i)] } : {};
        const team = i % 2 === 1 ? { teamMembers: [...project.teamMembers, member(i)] } : {};
        project = build({ ...project, ...extra, ...team });
        const next = scoreProjectLocally(project, noDemand).feasibility.score;
        expect(next).toBeGreaterThanOrEqual(previous);
        previous = next;
      }
    }
  });

  it('rewards evidence: papers, team and IP raise feasibility and the tips name what is missing', () => {
    const bare = scoreProjectLocally(build(), noDemand).feasibility;
    const proven = scoreProjectLocally(rich, noDemand).feasibility;
    expect(proven.score).toBeGreaterThan(bare.score);
    expect(bare.tips.join(' ')).toMatch(/paper/i);
    expect(proven.reasons.map((r) => r.text).join(' ')).toMatch(/Patent or licence/);
  });

  it('asks for more papers, not for papers, once some are attached', () => {
    const paper = { name: 'Preprint', url: 'https://arxiv.org/abs/1', description: null };
    const twoPapers = scoreProjectLocally(
      build({ researchPapers: [paper, { ...paper, name: 'Second' }] }),
      noDemand,
    ).feasibility;
    expect(twoPapers.tips.some((tip) => tip.startsWith('Attach research papers'))).toBe(false);
    // Written as a person would say it, not '(up to 3 count)'.
    const stored = { ...paper, fileUrl: null, uploadedAt: null };
    const onlyPapersMissing = scoreProjectLocally(
      { ...rich, researchPapers: [stored, { ...stored, name: 'Second' }] },
      noDemand,
    ).feasibility;
    expect(onlyPapersMissing.tips).toContain('Attach 1 more research paper: the first three count');
  });

  it('lowers executability when the TRL contradicts the stage', () => {
    const coherent = scoreProjectLocally(build({ stage: 'ready', trlLevel: 8 }), noDemand);
    const contradictory = scoreProjectLocally(build({ stage: 'ready', trlLevel: 2 }), noDemand);
    expect(contradictory.executability.score).toBeLessThan(coherent.executability.score);
    const reason = contradictory.executability.reasons.find((r) => r.impact < 0);
    expect(reason?.text).toMatch(/does not fit the ready stage/);
  });

  it('flags an unrealistic budget for the timeline', () => {
    const realistic = scoreProjectLocally(
      build({ fundingRequired: 600_000, timelineMonths: 12 }),
      noDemand,
    );
    const tooLittle = scoreProjectLocally(
      build({ fundingRequired: 1_000, timelineMonths: 36 }),
      noDemand,
    );
    const tooMuch = scoreProjectLocally(
      build({ fundingRequired: 90_000_000, timelineMonths: 6 }),
      noDemand,
    );
    expect(tooLittle.executability.score).toBeLessThan(realistic.executability.score);
    expect(tooMuch.executability.score).toBeLessThan(realistic.executability.score);
  });

  it('raises matchability with industry demand measured by the matching engine', () => {
    const project = build({ tags: ['Solid-state batteries', 'Electrolyte'] });
    const demand = [
      {
        ...partner('Solid-state battery', 'electrolytes'),
        lookingFor: 'secret-plans for batteries',
      },
      partner('Venture capital'),
      partner('Drug delivery'),
    ];
    expect(matchingDemand(project, demand)).toEqual({
      partners: 1,
      topics: expect.arrayContaining(['electrolyte']),
    });
    const without = scoreProjectLocally(project, noDemand).matchability.score;
    const withDemand = scoreProjectLocally(project, { industryDemand: demand }).matchability;
    expect(withDemand.score).toBeGreaterThan(without);
    const reasons = withDemand.reasons.map((r) => r.text).join(' ');
    expect(reasons).toMatch(/1 industry partner on the platform looks for this \(.*electrolyte/);
    // Topics are the listing's words ('Electrolyte'), never the partner's ('electrolytes', 'secret').
    expect(reasons).not.toMatch(/electrolytes|secret/);
  });

  it('scores the emptiest description lowest on clarity (executability) and flags nothing new as it grows', () => {
    const descriptions = [
      '.',
      'A ceramic electrolyte.',
      'A ceramic electrolyte that survives 2,000 cycles at room temperature in pouch cells. '.repeat(
        2,
      ),
      'A ceramic electrolyte that survives 2,000 cycles at room temperature in pouch cells. '.repeat(
        5,
      ),
    ];
    const scores = descriptions.map(
      (description) => scoreProjectLocally(build({ description }), noDemand).executability.score,
    );
    expect(Math.min(...scores)).toBe(scores[0]);
    for (let i = 1; i < scores.length; i += 1)
      expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]!);
  });

  it('penalises a private listing in matchability', () => {
    const open = scoreProjectLocally(build(), noDemand).matchability.score;
    const hidden = scoreProjectLocally(build({ visibility: 'private' }), noDemand).matchability;
    expect(hidden.score).toBeLessThan(open);
    expect(hidden.tips.join(' ')).toMatch(/public/);
  });

  it('gives the advice about tags once, however many tag signals are short', () => {
    const demand = {
      industryDemand: [
        partner('battery recycling'),
        partner('machine vision'),
        partner('drug delivery'),
      ],
    };
    for (const project of [build(), build({ tags: ['ceramics'] }), rich]) {
      const { tips } = scoreProjectLocally(project, demand).matchability;
      expect(tips.filter((t) => /\btags?\b/i.test(t)).length).toBeLessThanOrEqual(1);
    }
    const bare = scoreProjectLocally(build(), demand).matchability.tips;
    expect(bare.filter((t) => /\btags?\b/i.test(t))).toEqual([
      'Add tags industry partners search for (technologies, applications, markets)',
    ]);
    expect(scoreProjectLocally(build(), noDemand).matchability.tips).toContain(
      'Add tags for the technologies and markets',
    );
  });
});
