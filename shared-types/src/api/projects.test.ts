import { describe, expect, it } from 'vitest';
import { FEATURED_MIN_OVERALL_SCORE, isFeaturedProject } from './projects';

const listing = (overrides: Partial<Parameters<typeof isFeaturedProject>[0]> = {}) => ({
  isPremiumListing: false,
  executabilityScore: 60,
  feasibilityScore: 60,
  matchabilityScore: 60,
  ...overrides,
});

describe('isFeaturedProject', () => {
  it('features every premium listing, whatever its score', () => {
    expect(isFeaturedProject(listing({ isPremiumListing: true }))).toBe(true);
  });

  it(`features a listing whose rounded overall score reaches ${FEATURED_MIN_OVERALL_SCORE}`, () => {
    expect(
      isFeaturedProject(
        listing({ executabilityScore: 80, feasibilityScore: 80, matchabilityScore: 79 }),
      ),
    ).toBe(true);
    expect(
      isFeaturedProject(
        listing({ executabilityScore: 80, feasibilityScore: 79, matchabilityScore: 79 }),
      ),
    ).toBe(false);
    expect(
      isFeaturedProject(
        listing({ executabilityScore: 85, feasibilityScore: 0, matchabilityScore: 0 }),
      ),
    ).toBe(true);
    expect(
      isFeaturedProject(
        listing({ executabilityScore: null, feasibilityScore: null, matchabilityScore: null }),
      ),
    ).toBe(false);
  });
});
