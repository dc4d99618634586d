import { type ProjectInput, projectInputSchema } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { listingWarningsLocally } from './warnings';

const build = (overrides: Partial<ProjectInput> = {}) =>
  projectInputSchema.parse({
    title: 'Idea',
    description: 'A new idea.',
    category: 'other',
    stage: 'concept',
    ...overrides,
  });
const kinds = (overrides: Partial<ProjectInput> = {}) =>
  listingWarningsLocally(build(overrides)).map((w) => w.kind);

describe('warnings before publishing', () => {
  it('warns a bare idea of every common rejection reason', () => {
    expect(kinds()).toEqual(['too_early', 'benefit_unclear', 'route_unclear', 'description_vague']);
  });

  it('drops each warning once the listing answers it', () => {
    const description = `Our ceramic electrolyte survives 2,000 cycles, ${'twice as long as the liquid electrolytes in current cells and safer in crash tests with pouch cells, '.repeat(3)}`;
    expect(
      kinds({
        description,
        stage: 'prototype',
        trlLevel: 4,
        whoWeAreLookingFor: 'A cell manufacturer to license the process and run a pilot line.',
      }),
    ).toEqual([]);
    expect(kinds({ description, stage: 'concept', trlLevel: 2 })).toContain('too_early');
    expect(
      kinds({
        description,
        stage: 'concept',
        trlLevel: 2,
        researchPapers: [{ name: 'P', url: 'https://doi.org/10.1/x' }],
      }),
    ).not.toContain('too_early');
  });

  it('says what triggered each warning and how to fix it', () => {
    for (const w of listingWarningsLocally(build())) {
      expect(w.title.length).toBeGreaterThan(0);
      expect(w.detail.length).toBeGreaterThan(0);
      expect(w.fix.length).toBeGreaterThan(0);
    }
    expect(listingWarningsLocally(build())[3]!.detail).toMatch(/3 words/);
  });
});
