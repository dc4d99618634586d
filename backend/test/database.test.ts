import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client';
import { openTestDatabase, tableContents } from './database';

describe('openTestDatabase', () => {
  let openedInTest: Database | undefined;

  it('opened inside a test, answers during that test', async () => {
    openedInTest = await openTestDatabase();
    expect(await queryRows(openedInTest.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('is closed (and on a server, dropped) once that test has finished', async () => {
    await expect(queryRows(openedInTest!.db, sql`select 1 as one`)).rejects.toThrow();
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a PGlite database handed back', () => {
  const catalogueVersion = async (database: Database) =>
    queryRows<{ id: number; version: number }>(
      database.db,
      sql`select id, version from catalogue_version`,
    );

  it('is written to and marked by a first test', async () => {
    const database = await openTestDatabase();
    await database.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name)
          values ('pooled@example.test', 'x', 'Pooled', 'Row')`,
    );
    await database.db.execute(sql`update catalogue_version set version = version + 5`);
    // A session setting outlives emptying: it tells the next test it got this same database.
    await database.db.execute(sql`select set_config('labbridge.pool_marker', 'first test', false)`);
  });

  it('comes to the next test as migrated: every table empty but the rows migrations wrote', async () => {
    const database = await openTestDatabase();
    const [marker] = await queryRows<{ marker: string | null }>(
      database.db,
      sql`select current_setting('labbridge.pool_marker', true) as marker`,
    );
    expect(marker?.marker).toBe('first test');
    const tables = await (await tableContents(database.db))();
    expect(
      Object.entries(tables).flatMap(([name, { rows }]) => (rows > 0 ? [[name, rows]] : [])),
    ).toEqual([['catalogue_version', 1]]);
    expect(await catalogueVersion(database)).toEqual([{ id: 1, version: 0 }]);
  });
});

describe('tableContents', () => {
  it('tells a changed row from an unchanged table, not only a new row', async () => {
    const database = await openTestDatabase();
    const tablesNow = await tableContents(database.db);
    const before = await tablesNow();
    await database.db.execute(sql`update catalogue_version set version = version + 1`);
    const after = await tablesNow();
    expect(after.catalogue_version!.rows).toBe(before.catalogue_version!.rows);
    expect(after.catalogue_version!.digest).not.toBe(before.catalogue_version!.digest);
    expect({ ...after, catalogue_version: null }).toEqual({ ...before, catalogue_version: null });
  });
});
