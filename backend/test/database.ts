import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';

/**
 * A private database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a
 * fresh database created on that PostgreSQL server and dropped after the file's tests.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ template: inject('pgliteTemplate') });
    afterAll(() => database.close());
    return database;
  }
  const name = `labbridge_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  afterAll(async () => {
    await database.close();
    await dropWhenFree(serverUrl, name);
  });
  return database;
};

/** pool.end() resolves before the server has seen every disconnect, so retry the drop briefly. */
const dropWhenFree = async (serverUrl: string, name: string) => {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await cleanup.end();
  }
};
