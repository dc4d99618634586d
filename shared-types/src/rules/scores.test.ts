import { describe, expect, it } from 'vitest';
import { SCORE_BANDS } from '../constants';
import { landingScore, overallScore, scoreBand } from './scores';

describe('overallScore', () => {
  it.each([
    [[85, 90, 0], 88],
    [[85, 90, 95], 90],
    [[80, 81], 81],
    [[70], 70],
    [[100, 100, 100], 100],
    [[0, 0, 0], null],
    [[], null],
    [[null, 60, undefined], 60],
  ])('%j → %s', (scores, expected) => {
    expect(overallScore(scores)).toBe(expected);
  });

  it('reads a project, ignoring missing and zero scores', () => {
    expect(
      overallScore({ executabilityScore: 85, feasibilityScore: 90, matchabilityScore: 0 }),
    ).toBe(88);
    expect(overallScore({ executabilityScore: 77, feasibilityScore: null })).toBe(77);
    expect(overallScore({})).toBeNull();
  });
});

describe('landingScore', () => {
  it('is N/A without an executability score', () => {
    expect(landingScore({ feasibilityScore: 90, matchabilityScore: 90 })).toBeNull();
    expect(landingScore({ executabilityScore: null, feasibilityScore: 90 })).toBeNull();
  });

  it('is the rounded mean of all three scores', () => {
    expect(
      landingScore({ executabilityScore: 85, feasibilityScore: 90, matchabilityScore: 92 }),
    ).toBe(89);
    expect(landingScore({ executabilityScore: 90, feasibilityScore: 90 })).toBe(60);
    expect(landingScore({ executabilityScore: 0, feasibilityScore: 0, matchabilityScore: 0 })).toBe(
      0,
    );
  });
});

describe('scoreBand', () => {
  it.each([
    [0, 'red'],
    [69, 'red'],
    [69.9, 'red'],
    [70, 'yellow'],
    [79, 'yellow'],
    [80, 'blue'],
    [89, 'blue'],
    [90, 'green'],
    [100, 'green'],
  ] as const)('%d → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('lists the bands highest first', () => {
    expect(SCORE_BANDS.map((b) => b.band)).toEqual(['green', 'blue', 'yellow', 'red']);
  });
});
