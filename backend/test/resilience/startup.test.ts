import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { SEED_LOCK } from '../../src/db/seed/listings';
import { startServer } from '../../src/server';
import { createServerDatabase } from '../database';

const serverUrl = process.env.TEST_DATABASE_URL;

const parent = await mkdtemp(path.join(tmpdir(), 'labbridge-start-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('start-up in production', () => {
  it('creates a DATA_DIR that does not exist yet, then serves, keeping idle connections open longer than a proxy does', async () => {
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    const running = await startServer(config, pino({ level: 'silent' }));
    try {
      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(200);
      // nginx closes its idle connections to the app after 60 s (deploy/nginx.conf): the app
      // must keep them longer, or a request can meet a connection as the app closes it.
      const idleSeconds = Number(ready.headers.get('keep-alive')?.match(/timeout=(\d+)/)?.[1]);
      expect(idleSeconds).toBeGreaterThan(60);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await running.stop();
    }
  });
});

/** Shorter than the test holds the seed's lock, as seeding may outlast 10 s on a slow host. */
const QUERY_TIMEOUT_MS = 200;
/** The bound, the second boundQueries waits beyond it (db/client.ts), and some. */
const BEYOND_BOUND_S = (QUERY_TIMEOUT_MS + 1_000 + 300) / 1_000;

/**
 * Resolves once a session of `client`'s database has waited on an advisory lock for longer than
 * `seconds`, or once `settled` says the start-up the test began has ended (its own assertions
 * then tell).
 */
const waitedOnAdvisoryLock = (client: pg.Client, seconds: number, settled: () => boolean) =>
  vi.waitFor(
    async () => {
      if (settled()) return;
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database()
            and wait_event_type = 'Lock' and wait_event = 'advisory'
            and clock_timestamp() - query_start > make_interval(secs => $1)`,
        [seconds],
      );
      if (rows[0]!.n === 0) throw new Error(`no session has waited ${seconds} s on the lock yet`);
    },
    { timeout: 60_000, interval: 50 },
  );

describe.skipIf(!serverUrl)(
  'start-up on a PostgreSQL server another replica is seeding (needs TEST_DATABASE_URL)',
  () => {
    it('waits for the seed lock longer than a query may take, then seeds and serves', async () => {
      const created = await createServerDatabase(serverUrl!, 'labbridge_t');
      // The other replica, seeding the listings.
      const other = new pg.Client({ connectionString: created.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [SEED_LOCK]);
        const config = loadConfig({
          NODE_ENV: 'production',
          SESSION_SECRET: randomBytes(48).toString('base64url'),
          DATA_DIR: path.join(parent, 'seeding'),
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: created.url,
          DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
          SEED_DEMO_DATA: 'true',
        });
        let settled = false;
        const starting = startServer(config, pino({ level: 'silent' })).finally(() => {
          settled = true;
        });
        starting.catch(() => {}); // awaited below
        await waitedOnAdvisoryLock(other, BEYOND_BOUND_S, () => settled);
        await other.query('select pg_advisory_unlock($1)', [SEED_LOCK]);
        const running = await starting;
        try {
          expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
          const { rows } = await other.query<{ n: number }>(
            'select count(*)::int as n from projects',
          );
          expect(rows[0]!.n).toBeGreaterThan(0);
        } finally {
          await running.stop();
        }
      } finally {
        await other.end();
        await created.drop();
      }
    }, 120_000);
  },
);
