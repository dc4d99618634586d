import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client';
import { openTestDatabase } from './database';

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
