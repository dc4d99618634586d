import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Node compiles Postgres' WebAssembly a function at a time as it is first called (V8's lazy
// compilation is already the default), then recompiles the hot ones with its optimizing compiler
// in the background, by default in as many tasks at once as there are threads to run them. Each
// of those compilations holds a large working memory while it runs, and the process keeps what
// they reached together: one task at a time leaves the server some 20 MB smaller at rest after
// start-up and spends less CPU while it starts, and steady-state queries are as fast (measured on
// the 10,000-listing bench database). The flag is process-wide, so it is set before any PGlite
// of this process compiles, on whichever thread imports this first.
setFlagsFromString('--wasm-num-compilation-tasks=1');

/** Postgres's hex text form: `\x`, then two hex digits a byte (bytea_output's default). */
const parseBytea = (text: string): Uint8Array => {
  const bytes = new Uint8Array((text.length - 2) / 2);
  // A Uint8Array of its own: a small Buffer shares a pooled ArrayBuffer, which postMessage copies whole.
  Buffer.from(bytes.buffer).write(text.slice(2), 'hex');
  return bytes;
};

const serializeBytea = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};

/**
 * How every PGlite of the app starts: the trigram extension the catalogue's title search uses,
 * and 16 MB of shared buffers instead of 128 MB. Postgres touches all of its buffers when it
 * starts, so they are resident memory from the first second, and setting them up is some 3 ms
 * of a start per MB on two cores. The data folder's pages stay in the operating system's cache
 * besides, where a page the buffers let go is a read of some microseconds away: at 10,000
 * listings a search that no cache has answered takes as long with 16 MB as with 32 (the bench).
 * A new database is made with 1 MB WAL segments instead of 16: the build's empty and demo data
 * folders, which every new data folder starts as a copy of, then hold a few MB of WAL instead of
 * a mostly empty 16 MB segment. bytea goes through Node's hex codec: PGlite's own calls parseInt
 * per byte, about 45 ms for the 380 KB Yjs state of a document with 100,000 edits in its history.
 */
export const pgliteOptions = (options: PGliteOptions = {}) =>
  ({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    initDbStartParams: ['--wal-segsize=1'],
    parsers: { [types.BYTEA]: parseBytea },
    serializers: { [types.BYTEA]: serializeBytea },
  }) satisfies PGliteOptions;

/**
 * How much nicer than the event loop the database's worker thread runs (worker.ts). At 5 the
 * kernel gives the event loop three times the thread's share of a contended core. Under uncached
 * searches at 50 connections on a busy 2-core machine, the event loop's p99 delay fell from
 * 54-67 ms to 7-8 ms; at 10 it fell as far, but searches lost two thirds of their throughput to
 * the machine's other work instead of half.
 */
export const DATABASE_THREAD_NICENESS = 5;
