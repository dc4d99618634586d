import { describe, expect, it } from 'vitest';
import { setIndustryShare, splitEquity } from './equity';

const sum = (s: { researcher: number; industry: number }) =>
  Math.round((s.researcher + s.industry) * 10) / 10;

describe('splitEquity', () => {
  it.each([
    [60, { researcher: 60, industry: 40 }],
    [0, { researcher: 0, industry: 100 }],
    [100, { researcher: 100, industry: 0 }],
    [33.3, { researcher: 33.3, industry: 66.7 }],
    [33.33, { researcher: 33.3, industry: 66.7 }],
    [-5, { researcher: 0, industry: 100 }],
    [150, { researcher: 100, industry: 0 }],
    [Number.NaN, { researcher: 0, industry: 100 }],
  ])('%d → %j', (pct, expected) => {
    const split = splitEquity(pct);
    expect(split).toEqual(expected);
    expect(sum(split)).toBe(100);
  });

  it('always sums to 100 across the range', () => {
    for (let pct = 0; pct <= 100; pct += 0.1) {
      const split = splitEquity(pct);
      expect(sum(split)).toBe(100);
      expect(split.researcher + split.industry).toBeCloseTo(100, 9);
    }
  });
});

describe('setIndustryShare', () => {
  it.each([
    [40, { researcher: 60, industry: 40 }],
    [12.5, { researcher: 87.5, industry: 12.5 }],
    [101, { researcher: 0, industry: 100 }],
    [-1, { researcher: 100, industry: 0 }],
  ])('%d → %j', (pct, expected) => {
    const split = setIndustryShare(pct);
    expect(split).toEqual(expected);
    expect(sum(split)).toBe(100);
  });
});
