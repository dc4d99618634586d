import pg from 'pg';

/**
 * Says which tier runs, and with TEST_DATABASE_URL checks once that the server answers, so a
 * wrong URL fails the run with one clear message instead of one per test file.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      throw new Error(`TEST_DATABASE_URL does not answer: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    console.info(
      'TEST_DATABASE_URL set: backend tests run on that PostgreSQL server, a fresh database per file',
    );
  } else {
    console.info('TEST_DATABASE_URL not set: server-backed tests skipped, running on PGlite');
  }
  if (!process.env.REDIS_URL) console.info('REDIS_URL not set: tests that need Redis are skipped');
}
