import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, onTestFinished } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { type Database, type Db, openDatabase, queryRows } from '../src/db/client';
import { takePglite } from './pglite-pool';

/**
 * Runs `cleanup` when the test that is running has finished, or after the file's tests when there
 * is none: an `afterAll` registered from inside a test is never called, so a context a test opened
 * for itself used to leave its database on the server.
 */
const whenDone = (cleanup: () => Promise<void>) => {
  if (getCurrentTest()) onTestFinished(cleanup);
  else afterAll(cleanup);
};

/**
 * A private database for one test file (or for one test, when a test opens it): in-memory PGlite
 * by default, empty and migrated (one an earlier file handed back, see pglite-pool.ts); with
 * TEST_DATABASE_URL, a fresh database created on that PostgreSQL server and dropped when done.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ booting: takePglite() });
    whenDone(() => database.close());
    return database;
  }
  const created = await createServerDatabase(serverUrl, 'labbridge_t');
  const database = await openDatabase({ url: created.url });
  whenDone(async () => {
    await database.close();
    await created.drop();
  });
  return database;
};

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`;
 * `drop` removes it, retried briefly: pool.end() resolves before the server has seen every
 * disconnect, and other processes' pools may take a moment to let go of theirs.
 */
export const createServerDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (err) {
            if (attempt >= 50) throw err;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
};

/**
 * Every table's row count and a digest of its rows, by table name, each time the returned
 * function is called: for tests that check that bad input stored nothing, whatever table it might
 * have reached, whether it would have added a row or changed one.
 */
export const tableContents = async (db: Db) => {
  const tables = (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.table_name);
  const summary = (t: string) =>
    `(select json_build_object('rows', count(*), 'digest', md5(string_agg(r::text, '|' order by r::text))) from "${t}" r) as "${t}"`;
  return async () =>
    (
      await queryRows<Record<string, { rows: number; digest: string | null }>>(
        db,
        sql.raw(`select ${tables.map(summary).join(', ')}`),
      )
    )[0]!;
};
