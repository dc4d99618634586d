import type { AiSource, MatchesResponse } from '@labbridge/shared-types';
import type { AiCallOptions } from '../../ai';
import { MatchIndex, type MatchResult } from '../../ai/matching/engine';
import {
  listingDocument,
  listingQuery,
  profileDocument,
  profileQuery,
} from '../../ai/matching/profiles';
import { localSource } from '../../ai/provider';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { toProjectSummary } from '../projects/present';
import type { UserRow } from '../users/present';
import { cosine, embeddingsFor } from './embeddings';
import {
  catalogueListings,
  catalogueVersion,
  listingSummaries,
  ownListings,
  publicIndustryProfiles,
} from './queries';

/** How many listings the '% Match' badge map carries at most. */
const SCORES_MAX = 1000;

/** The ranking engine the results come from: the local BM25 matcher. */
const ENGINE: AiSource = { ...localSource(), model: 'labbridge-bm25-1' };

type ListingRow = Awaited<ReturnType<typeof catalogueListings>>[number];

/** One index of the catalogue per database, rebuilt when a visible listing changes. */
const catalogueIndexes = new WeakMap<
  Db,
  { version: string; index: MatchIndex<number>; rows: ListingRow[] }
>();

const catalogue = async (db: Db) => {
  const version = await catalogueVersion(db);
  const cached = catalogueIndexes.get(db);
  if (cached?.version === version) return cached;
  const rows = await catalogueListings(db);
  const index = new MatchIndex(rows.map((r) => listingDocument(String(r.id), r, r.id)));
  const fresh = { version, index, rows };
  catalogueIndexes.set(db, fresh);
  return fresh;
};

/** What an embeddings model reads of a listing and of a profile. */
const listingText = (r: ListingRow) =>
  [
    r.title,
    r.tags.join(', '),
    r.description,
    r.whoWeAreLookingFor,
    r.lookingFor,
    r.whatMakesUsSpecial,
  ]
    .filter(Boolean)
    .join('\n');
const profileText = (u: UserRow) =>
  [u.expertise.join(', '), u.lookingFor, u.researchInterests, u.organization, u.position, u.bio]
    .filter(Boolean)
    .join('\n');
/** What a researcher may see of an industry user: their public profile's fields. */
const publicProfileText = (u: Pick<UserRow, 'expertise' | 'organization' | 'position' | 'bio'>) =>
  [u.expertise.join(', '), u.organization, u.position, u.bio].filter(Boolean).join('\n');

/** The listings' embeddings by id (as a string), from what the model reads of each. */
const listingEmbeddings = (
  deps: Pick<Deps, 'db' | 'ai'>,
  listings: ListingRow[],
  options?: AiCallOptions,
) =>
  embeddingsFor(
    deps,
    'project',
    listings.map((r) => ({ id: String(r.id), text: listingText(r) })),
    options,
  );

/** Cosine similarity of unrelated texts sits near 0.1 and of close ones near 0.6: map that to 0-1. */
const closeness = (cos: number) => Math.max(0, Math.min(1, (cos - 0.1) / 0.5));
/** A listing with no word in common still counts as a match when this close in meaning. */
const MEANING_ONLY_MIN = 40;

/** The source of a blended ranking. */
const embeddingSource = (deps: Pick<Deps, 'ai'>): AiSource => ({
  provider: 'openai',
  model: deps.ai.embeddingModel!,
  fallback: false,
});

/**
 * Word matches blended half and half with closeness in meaning to the query's vector, best first.
 * A candidate with no word in common is kept when close enough in meaning, with `why`.
 */
const blendByMeaning = <T>(
  ranked: MatchResult<T>[],
  candidates: { key: string; item: T }[],
  query: number[],
  vectors: Map<string, number[]>,
  why: string,
) => {
  const byWords = new Map(ranked.map((r) => [r.key, r]));
  const blended = candidates.flatMap(({ key, item }): MatchResult<T>[] => {
    const vector = vectors.get(key);
    const meaning = vector ? closeness(cosine(query, vector)) * 100 : 0;
    const words = byWords.get(key);
    if (!words && meaning < MEANING_ONLY_MIN) return [];
    const score = Math.max(1, Math.min(100, Math.round(((words?.score ?? 0) + meaning) / 2)));
    return [words ? { ...words, score } : { item, key, raw: 0, score, reasons: [], why }];
  });
  return blended.sort((a, b) => b.score - a.score || b.raw - a.raw || a.key.localeCompare(b.key));
};

/**
 * The personal match of every catalogue listing for a user's own profile, best first: the words
 * (BM25), blended half and half with closeness in meaning when an embeddings model is configured.
 */
export const rankListingsFor = async (
  deps: Pick<Deps, 'db' | 'ai'>,
  user: UserRow,
  options?: AiCallOptions,
) => {
  const { index, rows } = await catalogue(deps.db);
  const ranked = index.rank(profileQuery(user));
  if (!deps.ai.embed) return { ranked, generatedBy: ENGINE };
  const [listings, me] = await Promise.all([
    listingEmbeddings(deps, rows, options),
    embeddingsFor(deps, 'user', [{ id: user.id, text: profileText(user) }], options),
  ]);
  const mine = me?.get(user.id);
  if (!listings || !mine) return { ranked, generatedBy: { ...ENGINE, fallback: true } };
  return {
    ranked: blendByMeaning(
      ranked,
      rows.map((r) => ({ key: String(r.id), item: r.id })),
      mine,
      listings,
      'Close in meaning to your profile',
    ),
    generatedBy: embeddingSource(deps),
  };
};

type IndustryProfile = Awaited<ReturnType<typeof publicIndustryProfiles>>[number];

/**
 * The industry users who fit one of a researcher's listings, per listing: the words of their
 * public profile, blended with closeness in meaning like `rankListingsFor`. Their embedding reads
 * the public fields only ('public-profile'), so no private field reaches the model.
 */
const rankPeopleFor = async (
  deps: Pick<Deps, 'db' | 'ai'>,
  listings: ListingRow[],
  people: IndustryProfile[],
  options?: AiCallOptions,
) => {
  const index = new MatchIndex(
    people.map((p) =>
      profileDocument(p.id, { ...p, researchInterests: null, lookingFor: null }, p, true),
    ),
  );
  const byWords = listings.map((listing) => ({
    listing,
    ranked: index.rank(listingQuery(listing)),
  }));
  if (!deps.ai.embed || listings.length === 0) return { perListing: byWords, generatedBy: ENGINE };
  const [mine, theirs] = await Promise.all([
    listingEmbeddings(deps, listings, options),
    embeddingsFor(
      deps,
      'public-profile',
      people.map((p) => ({
        id: p.id,
        text: publicProfileText(p),
      })),
      options,
    ),
  ]);
  if (!mine || !theirs) return { perListing: byWords, generatedBy: { ...ENGINE, fallback: true } };
  const candidates = people.map((p) => ({ key: p.id, item: p }));
  return {
    perListing: byWords.map(({ listing, ranked }) => {
      const query = mine.get(String(listing.id));
      return {
        listing,
        ranked: query
          ? blendByMeaning(ranked, candidates, query, theirs, 'Close in meaning to your listing')
          : ranked,
      };
    }),
    generatedBy: embeddingSource(deps),
  };
};

/** Listing id → personal match, for the '% Match' badge. */
const scoreMap = (ranked: { item: number; score: number }[]) =>
  Object.fromEntries(ranked.slice(0, SCORES_MAX).map((r) => [String(r.item), r.score]));

export const createMatchService = (deps: Pick<Deps, 'db' | 'ai'>) => ({
  /**
   * Industry users: the listings that fit their profile. Researchers: the industry users (public
   * profiles only) who fit one of their listings. Both get their personal match of every listing
   * (`scores`). Superadmins match nobody.
   */
  async list(user: UserRow, limit: number, options?: AiCallOptions): Promise<MatchesResponse> {
    const { db } = deps;
    const empty = { projects: [], users: [], scores: {}, generatedBy: ENGINE };
    if (user.userType === 'industry') {
      const { ranked, generatedBy } = await rankListingsFor(deps, user, options);
      const top = ranked.slice(0, limit);
      const rows = await listingSummaries(
        db,
        top.map((r) => r.item),
      );
      const byId = new Map(rows.map((r) => [r.project.id, r]));
      return {
        ...empty,
        generatedBy,
        kind: 'projects',
        projects: top.flatMap((match) => {
          const row = byId.get(match.item);
          return row
            ? [
                {
                  project: toProjectSummary(row.project, row.owner, user),
                  score: match.score,
                  why: match.why,
                  reasons: match.reasons,
                },
              ]
            : [];
        }),
        scores: scoreMap(ranked),
      };
    }
    if (user.userType === 'researcher') {
      const [listings, people, { ranked }] = await Promise.all([
        ownListings(db, user.id),
        publicIndustryProfiles(db),
        rankListingsFor(deps, user, options),
      ]);
      const { perListing, generatedBy } = await rankPeopleFor(deps, listings, people, options);
      const best = new Map<string, MatchesResponse['users'][number]>();
      for (const { listing, ranked: fits } of perListing) {
        for (const match of fits) {
          const seen = best.get(match.key);
          if (seen && seen.score >= match.score) continue;
          const { bio: _bio, ...person } = match.item;
          best.set(match.key, {
            user: person,
            project: { id: listing.id, title: listing.title },
            score: match.score,
            why: match.why,
            reasons: match.reasons,
          });
        }
      }
      const users = [...best.values()]
        .sort((a, b) => b.score - a.score || a.user.id.localeCompare(b.user.id))
        .slice(0, limit);
      return { ...empty, generatedBy, kind: 'users', users, scores: scoreMap(ranked) };
    }
    return { ...empty, kind: 'none' };
  },
});
