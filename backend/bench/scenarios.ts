import type { Dataset } from './dataset';
import { QUALIFIERS, TOPICS } from './vocabulary';

/** What a scenario may use: the seeded dataset and the driver under test. */
export interface ScenarioContext {
  dataset: Dataset;
  driver: 'pglite' | 'postgres';
}

/**
 * One route measured beside its baseline in the same run: the app's route through the whole
 * middleware stack, and the baseline server's route (bench/baseline-server.ts) that runs the same
 * queries bare. To add a scenario, add an entry here and, for a new query, a route there.
 */
export interface Scenario {
  name: string;
  /** Paths on the app, cycled by each connection. */
  app(ctx: ScenarioContext): string[];
  /** Paths on the baseline server, cycled the same way. */
  baseline(ctx: ScenarioContext): string[];
  /** Sign in as the dataset's bench user first and send its session cookie. */
  signedIn?: boolean;
  /** Least app/baseline throughput ratio (a target). */
  minRatio: number;
  /** Absolute p99 limits in ms at 50 connections, per driver (targets). */
  maxP99?: Partial<Record<ScenarioContext['driver'], number>>;
}

/** Search words: a rare one, a common one, a prefix and a two-word query. */
export const SEARCHES = ['perovskite', 'robot', 'robo', 'quantum sensors', 'battery'];
const searchPaths = (base: string) => SEARCHES.map((q) => `${base}${encodeURIComponent(q)}`);

/**
 * Searches that the catalogue's answer cache cannot serve: two words (a qualifier and a word of a
 * topic) on one of three pages, more distinct answers than the cache holds, requested in a cycle,
 * so each request evicts an answer before it is asked for again. They measure a search itself.
 */
export const uncachedSearchPaths = (base: string) => {
  const words = [
    ...new Set(
      TOPICS.flatMap((t) => t.subject.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3),
    ),
  ];
  return QUALIFIERS.flatMap((qualifier) =>
    words.flatMap((word) =>
      [1, 2, 3].map(
        (page) => `${base}${encodeURIComponent(`${qualifier.toLowerCase()} ${word}`)}&page=${page}`,
      ),
    ),
  );
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'GET /healthz',
    app: () => ['/healthz'],
    baseline: () => ['/bare'],
    minRatio: 0.7,
  },
  {
    name: 'catalogue first page',
    app: () => ['/api/projects'],
    baseline: () => ['/sql/catalogue'],
    minRatio: 0.5,
    maxP99: { postgres: 30 },
  },
  {
    name: 'catalogue search',
    app: () => searchPaths('/api/projects?q='),
    baseline: () => searchPaths('/sql/catalogue?q='),
    minRatio: 0.5,
    maxP99: { postgres: 50 },
  },
  {
    name: 'listing detail',
    app: ({ dataset }) => dataset.visibleListingIds.map((id) => `/api/projects/${id}`),
    baseline: ({ dataset }) => dataset.visibleListingIds.map((id) => `/sql/detail/${id}`),
    minRatio: 0.5,
  },
  {
    name: 'recent messages',
    app: () => ['/api/messages/recent'],
    baseline: ({ dataset }) => [`/sql/recent/${dataset.benchUser.id}`],
    signedIn: true,
    minRatio: 0.5,
  },
];
