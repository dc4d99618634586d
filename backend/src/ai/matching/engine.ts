import {
  type MatchReason,
  PROJECT_CATEGORY_LABELS,
  PROJECT_STAGE_LABELS,
  type ProjectCategory,
  type ProjectStage,
} from '@labbridge/shared-types';
import { tokenize } from './text';

/**
 * The local matching engine: BM25 over weighted fields (BM25F-style term frequencies), a score
 * that says how much of what the query looks for a document covers, boosted by category and
 * stage fit, and the words that made each match. Pure and deterministic; the same engine ranks
 * listings for industry users, industry users for a listing, and measures industry demand for
 * a listing's matchability.
 */

export interface MatchField {
  /** How the explanation names the field ('Your expertise', 'Title'…). */
  label: string;
  text: string | null | undefined;
  /** How much a word here counts against a word in a field of weight 1. */
  weight: number;
}

export interface MatchDocument<T = unknown> {
  key: string;
  fields: MatchField[];
  category?: ProjectCategory;
  stage?: ProjectStage;
  /** Whatever the caller wants back with the result. */
  item: T;
}

export interface MatchQuery {
  fields: MatchField[];
  /** Categories or stages the query names explicitly (from a listing's own category, say). */
  categories?: ProjectCategory[];
  stages?: ProjectStage[];
}

export interface MatchResult<T> {
  item: T;
  key: string;
  /** 0-100. */
  score: number;
  /** The raw BM25 score, for ties and tests. */
  raw: number;
  reasons: MatchReason[];
  why: string;
}

const K1 = 1.2;
const B = 0.75;
const CATEGORY_BOOST = 10;
const STAGE_BOOST = 6;

/** Words that say which category a free text is about, beyond the category labels themselves. */
const CATEGORY_WORDS: Record<ProjectCategory, string> = {
  biotechnology: 'biotechnology biotech biology genomic protein enzyme cell molecular antibody',
  'ai-ml': 'artificial intelligence machine learning software algorithm data model vision',
  materials: 'material materials polymer alloy coating composite ceramic nanomaterial',
  energy: 'energy clean solar battery grid hydrogen wind renewable storage carbon',
  healthcare: 'healthcare medical clinical patient diagnostic hospital therapy health',
  robotics: 'robotics robot robotic automation autonomous drone manipulator',
  quantum: 'quantum qubit photonic cryptography',
  other: '',
};
const categoryTerms = Object.fromEntries(
  Object.entries(CATEGORY_WORDS).map(([category, words]) => [
    category,
    new Set(
      tokenize(`${words} ${PROJECT_CATEGORY_LABELS[category as ProjectCategory]}`).map(
        (t) => t.term,
      ),
    ),
  ]),
) as Record<ProjectCategory, Set<string>>;

/** Words that say how mature a partner wants the work to be. */
const STAGE_HINTS: [RegExp, ProjectStage[]][] = [
  [
    /\b(licen[cs]\w*|market[- ]ready|commerciali[sz]\w*|deploy\w*|scale[- ]?up|product\w*|acquire|acquisition)\b/i,
    ['testing', 'ready'],
  ],
  [/\b(pilot\w*|prototyp\w*|validat\w*|trials?|demonstrat\w*)\b/i, ['prototype', 'testing']],
  [
    /\b(early[- ]stage|fundamental|explorator\w*|sponsor\w* research|concepts?|blue[- ]sky)\b/i,
    ['concept', 'prototype'],
  ],
];

interface Indexed<T> {
  doc: MatchDocument<T>;
  tf: Map<string, number>;
  /** The document's fields each word appears in, for the explanation. */
  where: Map<string, string[]>;
  length: number;
}

export class MatchIndex<T> {
  private readonly docs: Indexed<T>[];
  private readonly df = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: MatchDocument<T>[]) {
    this.docs = documents.map((doc) => {
      const tf = new Map<string, number>();
      const where = new Map<string, string[]>();
      let length = 0;
      for (const field of doc.fields) {
        for (const { term } of tokenize(field.text)) {
          tf.set(term, (tf.get(term) ?? 0) + field.weight);
          const fields = where.get(term) ?? [];
          if (!fields.includes(field.label)) where.set(term, [...fields, field.label]);
          length += field.weight;
        }
      }
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      return { doc, tf, where, length };
    });
    const total = this.docs.reduce((sum, d) => sum + d.length, 0);
    this.averageLength = this.docs.length ? total / this.docs.length || 1 : 1;
  }

  get size() {
    return this.docs.length;
  }

  private idf(term: string) {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Every document with any word in common with the query, best first (ties by key). */
  rank(query: MatchQuery): MatchResult<T>[] {
    // Each query word at the weight of the strongest field it appears in.
    const wanted = new Map<string, { weight: number; label: string; surface: string }>();
    for (const field of query.fields) {
      for (const { term, surface } of tokenize(field.text)) {
        const seen = wanted.get(term);
        if (!seen || seen.weight < field.weight)
          wanted.set(term, { weight: field.weight, label: field.label, surface });
      }
    }
    const matchable = [...wanted].filter(([term]) => this.df.has(term));
    const ceiling = matchable.reduce(
      (sum, [term, w]) => sum + w.weight * this.idf(term) * (K1 + 1),
      0,
    );
    if (ceiling === 0) return [];
    const queryText = query.fields.map((f) => f.text ?? '').join(' ');
    const queryTerms = new Set(wanted.keys());
    const stageWanted = new Set(
      query.stages ?? STAGE_HINTS.filter(([re]) => re.test(queryText)).flatMap(([, s]) => s),
    );

    const results: MatchResult<T>[] = [];
    for (const d of this.docs) {
      let raw = 0;
      const contributions: { term: string; label: string; surface: string; points: number }[] = [];
      for (const [term, w] of matchable) {
        const tf = d.tf.get(term);
        if (!tf) continue;
        const norm = tf + K1 * (1 - B + (B * d.length) / this.averageLength);
        const points = w.weight * this.idf(term) * ((tf * (K1 + 1)) / norm);
        raw += points;
        contributions.push({ term, label: w.label, surface: w.surface, points });
      }
      if (raw === 0) continue;
      // Coverage of what the query asks for, square-rooted: covering a quarter of a long
      // profile's words is already a strong match.
      let score = 100 * Math.sqrt(Math.min(1, raw / ceiling));
      const reasons = groupReasons(contributions);
      const fits: string[] = [];
      const { category, stage } = d.doc;
      if (category && category !== 'other') {
        const named =
          query.categories?.includes(category) ??
          [...categoryTerms[category]].some((t) => queryTerms.has(t));
        if (named) {
          score += CATEGORY_BOOST;
          reasons.push({ field: 'Category', terms: [PROJECT_CATEGORY_LABELS[category]] });
          fits.push(PROJECT_CATEGORY_LABELS[category]);
        }
      }
      if (stage && stageWanted.has(stage)) {
        score += STAGE_BOOST;
        reasons.push({ field: 'Stage', terms: [PROJECT_STAGE_LABELS[stage]] });
        fits.push(`${PROJECT_STAGE_LABELS[stage]} stage`);
      }
      results.push({
        item: d.doc.item,
        key: d.doc.key,
        raw,
        score: Math.max(1, Math.min(100, Math.round(score))),
        reasons,
        why: explain(reasons, fits),
      });
    }
    return results.sort((a, b) => b.score - a.score || b.raw - a.raw || a.key.localeCompare(b.key));
  }
}

/** The matched words under the query field they came from, strongest first, five per field. */
const groupReasons = (
  contributions: { label: string; surface: string; points: number }[],
): MatchReason[] => {
  const byField = new Map<string, { surface: string; points: number }[]>();
  for (const c of contributions) byField.set(c.label, [...(byField.get(c.label) ?? []), c]);
  return [...byField]
    .map(([field, list]) => ({
      field,
      total: list.reduce((s, c) => s + c.points, 0),
      terms: [...new Set(list.sort((a, b) => b.points - a.points).map((c) => c.surface))].slice(
        0,
        5,
      ),
    }))
    .sort((a, b) => b.total - a.total)
    .map(({ field, terms }) => ({ field, terms }));
};

const explain = (reasons: MatchReason[], fits: string[]) => {
  const words = reasons.find((r) => r.field !== 'Category' && r.field !== 'Stage');
  const parts: string[] = [];
  if (words) parts.push(`${words.field}: ${words.terms.slice(0, 3).join(', ')}`);
  if (fits.length) parts.push(`fits ${fits.join(' and ')}`);
  return parts.join('; ') || 'Shares topics with you';
};
