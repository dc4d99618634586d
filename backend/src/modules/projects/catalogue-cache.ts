import { gzipSync } from 'node:zlib';
import type { ProjectListFilters } from '@labbridge/shared-types';
import { LRUCache } from 'lru-cache';
import { sharedReads } from '../../core/shared-reads';
import { catalogueVersion } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PreparedJson } from '../../http/prepared-json';
import { isSuperadmin } from '../users/access';
import type { UserRow } from '../users/present';
import { toProjectSummary } from './present';
import { listCatalogue } from './queries';

type Viewer = UserRow | null;
type CatalogueRows = Awaited<ReturnType<typeof listCatalogue>>;

/** A catalogue page's JSON is ~10 KB: a thousand answers stay within 32 MB. */
export const CATALOGUE_CACHE_LIMITS = { maxEntries: 1_000, maxBytes: 32 * 1024 * 1024 };

interface Entry {
  version: number;
  /**
   * UTF-8 and gzipped, as sent: a string would be measured and encoded, and compress() would
   * gzip it, again for every answer.
   */
  answer: PreparedJson;
  /**
   * Owners on this page whose profile is private: each of them sees their own card whole, so
   * the shared answer is not theirs.
   */
  privateOwners: ReadonlySet<string>;
}

/**
 * Answers that depend on more than the listings and their owners are never cached: Trending and
 * the popular order count views, messages and proposals (and Trending's window moves with the
 * clock); the catalogue version does not follow those.
 */
const cacheable = (filters: ProjectListFilters) =>
  filters.tab !== 'trending' && filters.sort !== 'popular';

/**
 * Every filter, in a fixed order, and the one thing about the viewer that changes a whole
 * answer: superadmins see every owner card whole.
 */
const keyOf = (viewer: Viewer, f: ProjectListFilters) =>
  JSON.stringify([
    isSuperadmin(viewer),
    f.q ?? null,
    f.category,
    f.stage,
    f.trlMin ?? null,
    f.trlMax ?? null,
    f.fundingMin ?? null,
    f.fundingMax ?? null,
    f.tab,
    f.sort ?? null,
    f.page,
    f.limit,
  ]);

const present = (
  { rows, total }: CatalogueRows,
  filters: ProjectListFilters,
  viewer: Pick<UserRow, 'id' | 'userType'> | null,
) =>
  Buffer.from(
    JSON.stringify({
      projects: rows.map((r) => toProjectSummary(r.project, r.owner, viewer)),
      total,
      page: filters.page,
      limit: filters.limit,
    }),
  );

/**
 * GET /api/projects answers, as JSON bytes, kept in a bounded LRU (entries and bytes) while the
 * catalogue version they were read at is still the database's. Triggers bump the version in the
 * transaction of every write a catalogue answer shows (migration 0010), and every request reads
 * it first, so a write through any process, or straight into the database, is in the very next
 * answer; the version read is one row by primary key, shared by requests that arrive together.
 */
export const createCatalogueCache = (
  deps: Pick<Deps, 'db'>,
  limits: { maxEntries: number; maxBytes: number } = CATALOGUE_CACHE_LIMITS,
) => {
  const { db } = deps;
  const entries = new LRUCache<string, Entry>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    // The key is a string of up to two bytes a character.
    sizeCalculation: ({ answer }, key) =>
      answer.body.byteLength + (answer.gzip?.byteLength ?? 0) + 2 * key.length,
  });
  // Prepared once: each request runs it, and building and planning it again would cost more
  // than reading the row.
  const versionQuery = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .prepare('catalogue_version');
  const readVersion = sharedReads(async () => {
    const [row] = await versionQuery.execute();
    return row?.version ?? null;
  });
  let newest = -1;
  /**
   * Reads under way, by version and key: requests that miss together share one read rather than
   * each sending the same query (after a deploy, or a write, every popular search misses at once).
   * A request only joins a read of the version it read itself, so it sees what it would have.
   */
  const inFlight = new Map<string, Promise<{ entry: Entry; page: CatalogueRows }>>();
  const readEntry = async (
    key: string,
    viewer: Viewer,
    filters: ProjectListFilters,
    version: number,
  ) => {
    const page = await listCatalogue(db, filters);
    // The shared answer: a visitor's, or for superadmins any superadmin's.
    const shared = isSuperadmin(viewer) ? viewer : null;
    const privateOwners = new Set(
      page.rows.flatMap((r) => (r.owner.profileVisibility === 'private' ? [r.owner.id] : [])),
    );
    const body = present(page, filters, shared);
    // Read at `version` or later: stored as `version`, it is at worst refreshed once too often.
    const entry: Entry = { version, answer: { body, gzip: gzipSync(body) }, privateOwners };
    entries.set(key, entry);
    return { entry, page };
  };

  const fresh = async (viewer: Viewer, filters: ProjectListFilters): Promise<PreparedJson> => ({
    body: present(await listCatalogue(db, filters), filters, viewer),
    gzip: null,
  });

  return {
    async list(viewer: Viewer, filters: ProjectListFilters): Promise<PreparedJson> {
      if (!cacheable(filters)) return fresh(viewer, filters);
      const version = await readVersion();
      if (version === null) return fresh(viewer, filters);
      if (version > newest) {
        // Every answer read at an older version is stale now: free them at once.
        entries.clear();
        newest = version;
      }
      const key = keyOf(viewer, filters);
      const hit = entries.get(key);
      if (hit && hit.version === version && !(viewer && hit.privateOwners.has(viewer.id))) {
        return hit.answer;
      }
      const readKey = `${version}:${key}`;
      let reading = inFlight.get(readKey);
      if (!reading) {
        reading = readEntry(key, viewer, filters, version).finally(() => inFlight.delete(readKey));
        inFlight.set(readKey, reading);
      }
      const { entry, page } = await reading;
      return viewer && !isSuperadmin(viewer) && entry.privateOwners.has(viewer.id)
        ? { body: present(page, filters, viewer), gzip: null }
        : entry.answer;
    },
    /** Entries and bytes held, for tests and metrics. */
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
};

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
