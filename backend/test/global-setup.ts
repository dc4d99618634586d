import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database dumped once per run; each test file's database loads it. */
    pgliteTemplate: string;
  }
}

/**
 * Says which tier runs, and with TEST_DATABASE_URL checks once that the server answers, so a
 * wrong URL fails the run with one clear message instead of one per test file. It migrates one
 * PGlite database and dumps it, so a test file's PGlite loads that dump instead of running initdb
 * and every migration again.
 */
export default async function setup(project: TestProject) {
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
  const folder = mkdtempSync(path.join(tmpdir(), 'labbridge-test-template-'));
  const template = path.join(folder, 'migrated.tar.gz');
  await writePgliteTemplate(template);
  project.provide('pgliteTemplate', template);
  return () => rmSync(folder, { recursive: true, force: true });
}
