import { type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { descending, type SortKey } from './order';

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Shorter text has no trigram to look up: a substring match would read the whole table. */
const MIN_SUBSTRING_LENGTH = 3;
/** ts_rank weights {D, C, B, A}: only title lexemes (A) count, so > 0 means a title match. */
const TITLE_ONLY = sql.raw(`'{0,0,0,1}'`);

/** A way to match the search text: its WHERE condition and the relevance order of its hits. */
export interface SearchPass {
  match: SQL;
  relevance: SortKey[];
}

/**
 * The catalogue search, as passes tried in order until one finds something:
 *
 * 1. Full text through the stored, GIN-indexed search vector (title A, tags B, description C, IP
 *    and pitch D): the text as a web search, or every word as a prefix so a partly typed word
 *    ('robo') finds 'robotic'. Titles that match come first, then the text rank; both read the
 *    stored vector, nothing is re-parsed per row.
 * 2. When no word matches: the title as a substring ('ovskite') or with a typo ('robtic'), through
 *    its trigram index (spec §5: the search matches the title as typed), most similar first.
 */
export const searchPasses = (q: string): SearchPass[] => {
  const terms = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const query = terms.length
    ? sql`(${web} || to_tsquery('english', ${terms.map((t) => `${t}:*`).join(' & ')}))`
    : web;
  const vector = projects.searchVector;
  const fullText: SearchPass = {
    match: sql`${vector} @@ ${query}`,
    relevance: [
      descending(sql`ts_rank(${TITLE_ONLY}, ${vector}, ${query}) > 0`),
      descending(sql`ts_rank(${vector}, ${query})`),
    ],
  };
  if (q.length < MIN_SUBSTRING_LENGTH) return [fullText];
  const title = projects.title;
  const trigram: SearchPass = {
    match: sql`(${title} ilike ${`%${escapeLike(q)}%`} or ${q} <% ${title})`,
    relevance: [descending(sql`word_similarity(${q}, ${title})`)],
  };
  return [fullText, trigram];
};
