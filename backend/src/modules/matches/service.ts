import type { AiSource, MatchesResponse } from '@labbridge/shared-types';
import { MatchIndex } from '../../ai/matching/engine';
import {
  listingDocument,
  listingQuery,
  profileDocument,
  profileQuery,
} from '../../ai/matching/profiles';
import { localSource } from '../../ai/provider';
import type { Db } from '../../db/client';
import { toProjectSummary } from '../projects/present';
import type { UserRow } from '../users/present';
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

/** One index of the catalogue per database, rebuilt when a visible listing changes. */
const catalogueIndexes = new WeakMap<Db, { version: string; index: MatchIndex<number> }>();

const catalogueIndex = async (db: Db) => {
  const version = await catalogueVersion(db);
  const cached = catalogueIndexes.get(db);
  if (cached?.version === version) return cached.index;
  const rows = await catalogueListings(db);
  const index = new MatchIndex(rows.map((r) => listingDocument(String(r.id), r, r.id)));
  catalogueIndexes.set(db, { version, index });
  return index;
};

/** The personal match of every catalogue listing for a user's own profile, best first. */
export const rankListingsFor = async (db: Db, user: UserRow) =>
  (await catalogueIndex(db)).rank(profileQuery(user));

/** Listing id → personal match, for the '% Match' badge. */
const scoreMap = (ranked: { item: number; score: number }[]) =>
  Object.fromEntries(ranked.slice(0, SCORES_MAX).map((r) => [String(r.item), r.score]));

export const createMatchService = ({ db }: { db: Db }) => ({
  /**
   * Industry users: the listings that fit their profile. Researchers: the industry users (public
   * profiles only) who fit one of their listings. Both get their personal match of every listing
   * (`scores`). Superadmins match nobody.
   */
  async list(user: UserRow, limit: number): Promise<MatchesResponse> {
    const empty = { projects: [], users: [], scores: {}, generatedBy: ENGINE };
    if (user.userType === 'industry') {
      const ranked = await rankListingsFor(db, user);
      const top = ranked.slice(0, limit);
      const rows = await listingSummaries(
        db,
        top.map((r) => r.item),
      );
      const byId = new Map(rows.map((r) => [r.project.id, r]));
      return {
        ...empty,
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
      const [listings, people, ranked] = await Promise.all([
        ownListings(db, user.id),
        publicIndustryProfiles(db),
        rankListingsFor(db, user),
      ]);
      const index = new MatchIndex(
        people.map((p) =>
          profileDocument(p.id, { ...p, researchInterests: null, lookingFor: null }, p, true),
        ),
      );
      const best = new Map<string, MatchesResponse['users'][number]>();
      for (const listing of listings) {
        for (const match of index.rank(listingQuery(listing))) {
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
      return { ...empty, kind: 'users', users, scores: scoreMap(ranked) };
    }
    return { ...empty, kind: 'none' };
  },
});
