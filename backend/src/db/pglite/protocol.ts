/** Messages between the main thread (remote.ts) and the PGlite worker (worker.ts). */

/** Open options the worker receives as workerData. */
export interface WorkerOptions {
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** What a new database starts from: a template data directory or a dump (see template.ts). */
  template?: string;
  /** Session settings applied once at open (PGlite has one session). */
  settings: Record<string, string>;
}

export interface QueryRequest {
  type: 'query';
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /**
   * Type OIDs whose values stay the text Postgres sent: Drizzle parses dates itself and asks for
   * these with identity parsers, which cannot cross a thread (functions do not clone).
   */
  rawTypes: number[];
  tx?: number;
}

export type Request =
  | QueryRequest
  | { type: 'exec'; sql: string; tx?: number }
  | { type: 'begin' }
  | { type: 'end'; tx: number; commit: boolean }
  | { type: 'close' };

/** Fields of a Postgres error worth keeping: the SQLSTATE code, the constraint, the detail… */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };
