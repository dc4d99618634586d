import { describe, expect, it } from 'vitest';
import { fixtureListings, fixtureProfiles } from '../../../test/fixtures/matching';
import { MatchIndex } from './engine';
import { listingDocument, listingQuery, profileDocument, profileQuery } from './profiles';

const listings = new MatchIndex(
  fixtureListings.map(({ key, listing }) => listingDocument(key, listing, key)),
);

describe('local matching engine', () => {
  it('has a fixture of at least 20 industry profiles and 60 listings', () => {
    expect(fixtureProfiles.length).toBeGreaterThanOrEqual(20);
    expect(fixtureListings.length).toBeGreaterThanOrEqual(60);
  });

  it('ranks the hand-chosen best listings in each profile’s top 3 (precision@3 ≥ 0.8)', () => {
    const precisions = fixtureProfiles.map(({ profile, best }) => {
      const top = listings
        .rank(profileQuery(profile))
        .slice(0, 3)
        .map((r) => r.item);
      return top.filter((key) => best.includes(key)).length / 3;
    });
    const mean = precisions.reduce((s, p) => s + p, 0) / precisions.length;
    expect(mean).toBeGreaterThanOrEqual(0.8);
  });

  it('ranks the hand-chosen industry profiles first for a listing (the researcher’s side)', () => {
    const people = new MatchIndex(
      fixtureProfiles.map(({ name, profile }) => profileDocument(name, profile, name, false)),
    );
    let hits = 0;
    for (const { key, listing } of fixtureListings) {
      const expected = fixtureProfiles.find((p) => p.best.includes(key))!.name;
      if (people.rank(listingQuery(listing))[0]?.item === expected) hits += 1;
    }
    expect(hits / fixtureListings.length).toBeGreaterThanOrEqual(0.8);
  });

  it('is deterministic, scores 1-100 and says which words and fields made the match', () => {
    const query = profileQuery(fixtureProfiles[0]!.profile);
    const first = listings.rank(query);
    expect(listings.rank(query)).toEqual(first);
    for (const r of first) {
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(100);
    }
    const top = first[0]!;
    expect(top.reasons.length).toBeGreaterThan(0);
    expect(top.reasons[0]!.terms.length).toBeGreaterThan(0);
    expect(top.why).toMatch(/Your (expertise|interests)|What you look for/);
  });

  it('boosts a listing in a category and stage the query names', () => {
    const doc = (stage: 'concept' | 'ready') =>
      listingDocument(stage, { ...fixtureListings[0]!.listing, stage }, stage);
    const index = new MatchIndex([doc('concept'), doc('ready')]);
    const [first, second] = index.rank({
      fields: [{ label: 'What you look for', text: 'ceramic electrolyte to license', weight: 2 }],
    });
    expect(first!.item).toBe('ready');
    expect(first!.score).toBeGreaterThan(second!.score);
    expect(first!.reasons.map((r) => r.field)).toContain('Stage');
  });

  it('finds nothing for a query that shares no word with any listing', () => {
    expect(
      listings.rank(
        profileQuery({
          ...fixtureProfiles[0]!.profile,
          expertise: ['zzz'],
          lookingFor: null,
          researchInterests: null,
          organization: null,
          position: null,
        }),
      ),
    ).toEqual([]);
  });
});
