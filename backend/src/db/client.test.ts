import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerDatabase } from '../../test/database';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../test/tcp-proxy';
import { toAppError } from '../core/errors';
import { type Database, openDatabase, queryRows } from './client';
import { users } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;
const QUERY_TIMEOUT_MS = 300;
/** The bound, the grace its cancellation has (client.ts), and room for a loaded machine. */
const ANSWERED_WITHIN_MS = QUERY_TIMEOUT_MS + 1_000 + 1_500;

const unavailable = { code: 'DATABASE_ERROR', status: 503, retryable: true };

describe('a query refused on a connection that failed meanwhile', () => {
  it('is the retryable DATABASE_ERROR of a server out of reach (503)', () => {
    // A transaction's rollback after its query timed out and the connection was dropped.
    const refused = new Error('Client has encountered a connection error and is not queryable');
    expect(toAppError(new DrizzleQueryError('rollback', [], refused))).toMatchObject(unavailable);
  });
});

describe.skipIf(!serverUrl)(
  'a PostgreSQL server that stops answering (needs TEST_DATABASE_URL)',
  () => {
    let proxy: TcpProxy;
    let database: Database;
    let direct: pg.Client;
    let drop: () => Promise<void>;
    let name: string;
    /** The test database, reached without the proxy. */
    let url: string;

    beforeAll(async () => {
      const created = await createServerDatabase(serverUrl!, 'labbridge_t');
      drop = created.drop;
      url = created.url;
      name = new URL(created.url).pathname.slice(1);
      const server = new URL(serverUrl!);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      // Opened through the proxy with the bound: its pending migrations run without it.
      database = await openDatabase({
        url: throughProxy(created.url, proxy),
        queryTimeoutMs: QUERY_TIMEOUT_MS,
      });
      direct = new pg.Client({ connectionString: serverUrl });
      await direct.connect();
    });

    afterAll(async () => {
      proxy?.resume();
      await database?.close();
      await direct?.end();
      await proxy?.close();
      await drop?.();
    });

    /** The server's sessions on the test database, by state. */
    const sessions = async () => {
      const { rows } = await direct.query<{ state: string | null }>(
        'select state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.map((row) => row.state);
    };

    it('fails a query and a transaction with the retryable 503 within the bound, commits nothing, and leaves a pool that works', async () => {
      const email = `stalled-${crypto.randomUUID()}@example.test`;
      // Connections open and idle in the pool, as after traffic.
      await Promise.all([1, 2, 3].map(() => database.ping()));

      let started = 0;
      let stall = () => {};
      const stalled = new Promise<void>((resolve) => {
        stall = resolve;
      });
      const outcomes = await Promise.allSettled([
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email, passwordHash: 'x' });
          proxy.stall();
          started = performance.now();
          stall();
          await tx.execute(sql`select 1`);
        }),
        stalled.then(() => queryRows(database.db, sql`select 1`)),
      ]);
      expect(performance.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        const { reason } = outcome as PromiseRejectedResult;
        expect(toAppError(reason)).toMatchObject(unavailable);
      }

      proxy.resume();
      // The dropped connections' sessions end once the server hears of it: nothing stays open in a
      // transaction, holding its locks.
      await vi.waitFor(async () => expect(await sessions()).not.toContain('idle in transaction'), {
        timeout: 10_000,
        interval: 50,
      });
      // More at once than the pool keeps idle: stale clients would be handed out among them.
      const pids = await Promise.all(
        Array.from({ length: 10 }, () =>
          database.db.transaction(async (tx) => {
            const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
            await tx.execute(sql`select pg_sleep(0.05)`);
            return row!.pid;
          }),
        ),
      );
      expect(new Set(pids).size).toBe(10);
      expect(database.poolStats!().waiting).toBe(0);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('has the server end a transaction left idle behind a partition, freeing its locks before it heals', async () => {
      const email = `held-${crypto.randomUUID()}@example.test`;
      await database.db.insert(users).values({ email, passwordHash: 'x' });
      const held = database.db
        .transaction(async (tx) => {
          await tx.select().from(users).where(eq(users.email, email)).for('update');
          proxy.stall();
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        // Still partitioned: only the server's own timeout can end the session holding the row.
        await vi.waitFor(
          async () => {
            await other.query('begin');
            try {
              await other.query('select 1 from users where email = $1 for update nowait', [email]);
            } finally {
              await other.query('rollback');
            }
          },
          { timeout: 10_000, interval: 50 },
        );
        // Answered by the app's own bound, still partitioned (a resume would deliver the FATAL).
        expect(toAppError(await held)).toMatchObject(unavailable);
      } finally {
        await other.end();
        proxy.resume();
      }
    });

    it('lets the server cancel a query that runs too long', async () => {
      const started = performance.now();
      const err = await database.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(performance.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
      expect((err as { cause?: { code?: string } }).cause?.code).toBe('57014');
      expect(toAppError(err)).toMatchObject({ code: 'DATABASE_ERROR', retryable: true });
    });
  },
);
