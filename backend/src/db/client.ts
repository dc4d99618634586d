import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { DATABASE_UNREACHABLE } from '../core/pg-errors';
import {
  appPgliteDir,
  bootPgliteWorker,
  PLANNER_SETTINGS,
  shippedTemplate,
  templateFor,
} from './pglite/boot';
import { pgliteOptions } from './pglite/options';
import type { PgliteRemote } from './pglite/remote';
import { startFromTemplate } from './pglite/template';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite and node-postgres share Drizzle's Postgres query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Functions that may run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Refreshes planner statistics and the visibility map: PGlite has no autovacuum, so the server
   * calls this after start-up and then periodically; a PostgreSQL server does it by itself.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` free of the query bound (OpenOptions.queryTimeoutMs): on a short-lived pool of
   * its own when this database has one, on this database otherwise. For start-up work that may
   * take, or wait, longer than a request's query may: migrations, the demo seed.
   */
  unbounded<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** A PostgreSQL pool's connections, for /metrics; PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Resolves the migrations folder from source (tsx, vitest) and from the bundle (dist/). */
export const migrationsFolder = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[0]!;
};

const PLANNER_OPTIONS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /**
   * Where PGlite runs: its own worker thread (the default, so a slow query never stalls the
   * server), or this thread (the test suite's in-memory databases; see README).
   */
  pgliteThread?: 'worker' | 'main';
  /**
   * What a new PGlite database starts from (a data directory that does not exist yet, or an
   * in-memory one): a dump, or for a data directory a template directory, the built server's own
   * by default (see pglite/template.ts).
   */
  template?: string;
  /** The worker of a PGlite already booting for this data directory (main.ts starts it early). */
  booting?: Promise<PgliteRemote>;
  migrate?: boolean;
  /**
   * PostgreSQL only: how long one query may take (see boundQueries); unbounded when omitted, as
   * for scripts and the bench's seeding. Pending migrations run unbounded either way.
   */
  queryTimeoutMs?: number;
}

/**
 * The app's database as configured: the PostgreSQL server at DATABASE_URL, or else PGlite in
 * DATA_DIR/pglite. DATA_DIR (also home to uploads and the outbox) is created when missing.
 */
export const openAppDatabase = async (
  config: { dataDir: string; databaseUrl?: string | undefined; databaseQueryTimeoutMs?: number },
  booting?: Promise<PgliteRemote>,
) => {
  await mkdir(config.dataDir, { recursive: true });
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : appPgliteDir(config.dataDir),
    booting,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  });
};

export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  const database = options.url
    ? await openPostgres(options.url, options.queryTimeoutMs)
    : await openPglite(
        options.dataDir,
        options.pgliteThread ?? 'worker',
        options.template ?? (options.dataDir ? shippedTemplate() : undefined),
        options.booting,
      );
  if (options.migrate === false || (await hasNewestMigration(database.db))) return database;
  // A migration may rewrite a large table for longer than a request's query may take.
  await database.unbounded(migrateDatabase);
  return database;
};

/**
 * A template is the app's database, migrated, and nothing else. PGlite serves the one database
 * `postgres` and never creates another, so template0 and template1, which only CREATE DATABASE
 * copies, are dropped: every new data folder is a copy of a template, and each of those two is
 * some 300 files and 7 MB of it (half the files a fresh start copies).
 */
const prepareTemplate = async (client: PGlite) => {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
  // One statement a call: DROP DATABASE refuses to run in a multi-statement query.
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
};

/** Writes a template: an empty in-memory database, prepared, dumped as a gzipped tarball. */
export const writePgliteTemplate = async (file: string) => {
  const client = await openInProcess(undefined);
  await prepareTemplate(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
};

/** Writes a template data directory: empty, prepared and shut down cleanly. */
export const writePgliteTemplateDirectory = async (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  const client = await openInProcess(dir);
  await prepareTemplate(client);
  await client.close();
};

const openPglite = async (
  dataDir: string | undefined,
  thread: 'worker' | 'main',
  shipped: string | undefined,
  booting: Promise<PgliteRemote> | undefined,
) => {
  const client = booting
    ? await booting
    : thread === 'worker'
      ? await bootPgliteWorker(dataDir, shipped)
      : await openInProcess(dataDir, templateFor(dataDir, shipped));
  // The worker's client answers the calls Drizzle's PGlite driver makes (query, exec, transaction).
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
    close: once(() => client.close()),
    unbounded: (work) => work(database),
  };
  return database;
};

const openInProcess = async (dataDir: string | undefined, template?: string) => {
  const loadDataDir = startFromTemplate(template, dataDir);
  const client = await PGlite.create(pgliteOptions({ dataDir, loadDataDir }));
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  return client;
};

const openPostgres = async (url: string, queryTimeoutMs?: number): Promise<Database> => {
  // Loaded only here: the embedded database, the default, never needs the PostgreSQL driver.
  const [{ default: postgres }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new postgres.Pool({
    connectionString: url,
    max: 10,
    options: PLANNER_OPTIONS,
    // A server that does not answer fails the request (retryable) instead of hanging it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs === undefined
      ? {}
      : {
          // The server cancels a query running longer (57014), so a runaway one stops costing it
          // too; boundQueries covers a server that does not answer at all.
          statement_timeout: queryTimeoutMs,
          // The server ends a session left idle inside a transaction (25P03), so its locks go
          // with it: a connection boundQueries dropped behind a partition is otherwise held,
          // locks and all, until the server hears of it (hours, with TCP's defaults). See
          // IDLE_IN_TRANSACTION_BOUNDS.
          idle_in_transaction_session_timeout: queryTimeoutMs * IDLE_IN_TRANSACTION_BOUNDS,
        }),
    // Probes a connection that carries nothing, so one to a vanished host fails within minutes
    // (the system's probes) rather than after the system's two hours of silence.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the
  // process. The pool replaces the client, so the next query simply reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // A client a transaction holds has no listener of the pool's: its connection failing would
    // crash the process. The failure reaches its queries anyway, and the pool discards a client
    // whose connection failed when it is released.
    client.on('error', () => {});
    if (queryTimeoutMs !== undefined) boundQueries(client, queryTimeoutMs + ANSWER_GRACE_MS);
  });
  markUnreachable(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    maintain: async () => {},
    close: once(() => pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    unbounded: async (work) => {
      if (queryTimeoutMs === undefined) return work(database);
      const unbounded = await openPostgres(url);
      try {
        return await work(unbounded);
      } finally {
        await unbounded.close();
      }
    },
  };
  return database;
};

const CONNECT_TIMEOUT_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;
/** Beyond statement_timeout, the time its cancellation has to come back before we stop waiting. */
const ANSWER_GRACE_MS = 1_000;
/**
 * How many query bounds a transaction may sit idle between two statements (30 s by default).
 * Between them the app does nothing but its own work, held to no bound: the document converter's
 * thread (one conversion at a time, a first one loading the editor), the editor schema, event
 * loop stalls. Those take well under one bound; the seed, which writes files and draws banners
 * inside its transactions, runs unbounded (Database.unbounded).
 */
const IDLE_IN_TRANSACTION_BOUNDS = 3;

/**
 * Fails a query whose answer has not come within `ms` (a server that stopped answering: a network
 * partition, a frozen host) with the retryable DATABASE_ERROR instead of letting it wait for the
 * kernel's TCP timeout, some 15 minutes. pg's own query_timeout is no use here: it answers the
 * caller but leaves the connection awaiting the answer. A Drizzle transaction then queues its
 * rollback behind it, which waits as long again, and releases the client without the error: the
 * pool hands out a connection still mid-protocol, inside a transaction neither committed nor
 * rolled back (client.test.ts saw it). Destroying the socket fails every query queued on it at
 * once (the rollback too), and the pool discards the client on release.
 */
const boundQueries = (client: pg.PoolClient, ms: number) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's own query_timeout destroys this socket too (in pipeline mode); it is not in the types.
  const socket = () => (client as unknown as { connection: { stream: Socket } }).connection.stream;
  client.query = ((...args: unknown[]) => {
    const timer = setTimeout(() => {
      const err = new Error(`Query read timeout: no answer from the database in ${ms} ms`);
      socket().destroy(Object.assign(err, { [DATABASE_UNREACHABLE]: true }));
    }, ms);
    const answered = () => clearTimeout(timer);
    // pool.query passes a callback (after the text or the values); a transaction awaits a promise.
    const at = args.findIndex((arg, index) => index > 0 && typeof arg === 'function');
    if (at > 0) {
      const callback = args[at] as (...result: unknown[]) => void;
      args[at] = (...result: unknown[]) => {
        answered();
        callback(...result);
      };
    }
    const result = query(...args);
    if (at < 0) {
      if (result instanceof Promise) result.then(answered, answered);
      else answered(); // a Submittable (cursor) reports by events; none is used here
    }
    return result;
  }) as typeof client.query;
};

/**
 * Failing to get a connection (server down, refused, timed out) surfaces from pg as a plain Error
 * that Drizzle does not wrap (transactions connect first): mark it, so it answers the retryable
 * DATABASE_ERROR rather than a SYSTEM_ERROR. pool.query connects through pool.connect too.
 */
const markUnreachable = (pool: pg.Pool) => {
  const mark = (err: unknown) =>
    err instanceof Error ? Object.assign(err, { [DATABASE_UNREACHABLE]: true }) : err;
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (err: unknown, ...rest: unknown[]) => void) => {
    if (callback) return connect((err, ...rest) => callback(err ? mark(err) : err, ...rest));
    return (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      throw mark(err);
    });
  }) as typeof pool.connect;
};

/** Shutdown paths may race (signal + error); closing twice must be harmless. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
};

/**
 * Whether the folder's newest migration is applied, judged as the migrator judges it (by the
 * latest created_at it recorded). Most starts find it so and skip the migrator, which reads and
 * hashes every file, runs its DDL and a transaction: about 0.1 s of an embedded start.
 */
export const hasNewestMigration = async (db: Db) => {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = journal.entries.at(-1)?.when ?? 0;
  try {
    const [row] = await queryRows<{ last: string | null }>(
      db,
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    return row?.last != null && Number(row.last) >= newest;
  } catch {
    // No migrations table yet, or any other failure: the migrator decides, and reports it.
    return false;
  }
};

export const migrateDatabase = async (database: Database) => {
  if (await hasNewestMigration(database.db)) return;
  const folder = { migrationsFolder: migrationsFolder() };
  if (database.driver === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, folder);
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(database.db as any, folder);
  }
};

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * A moment as a SQL value of a definite type, the same on both drivers: a parameter of raw SQL
 * carries no type of its own, and where no column lends it one Postgres takes it for text.
 */
export const timestamptz = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;
