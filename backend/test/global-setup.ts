import { openDatabase } from '../src/db/client';

/**
 * Says which tier runs. With TEST_DATABASE_URL, the server is migrated once here so the test
 * files, which open it in parallel, never race to apply the same migration.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url });
    await database.close();
    console.info('TEST_DATABASE_URL set: backend tests run on that PostgreSQL server (migrated)');
  } else {
    console.info('TEST_DATABASE_URL not set: server-backed tests skipped, running on PGlite');
  }
  if (!process.env.REDIS_URL) console.info('REDIS_URL not set: tests that need Redis are skipped');
}
