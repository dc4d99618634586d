import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isUniqueViolation } from '../../core/pg-errors';
import { type Database, openDatabase, queryRows, writePgliteTemplateDirectory } from '../client';
import { users } from '../schema';
import { DATABASE_THREAD_NICENESS } from './options';

// The server runs PGlite in a worker thread; this file holds that client to what PGlite does on
// the main thread: same rows, same errors, same transactions, same waiting.
const template = inject('pgliteTemplate');
const inWorker = await openDatabase({ pgliteThread: 'worker', template });
const inProcess = await openDatabase({ pgliteThread: 'main', template });
afterAll(async () => {
  await inWorker.close();
  await inProcess.close();
});
const both: [string, Database][] = [
  ['worker', inWorker],
  ['main thread', inProcess],
];

/** This process's threads and their nice values (Linux: /proc/self/task/<tid>/stat). */
const threadNices = () => {
  const nices = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // After the command name (which may hold spaces) comes field 3; nice is field 19.
      nices.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return nices;
};

const newUser = (email: string) => ({
  email,
  passwordHash: 'not-a-real-hash',
  firstName: 'Ada',
  expertise: ['optics', 'quantum'],
  createdAt: new Date('2025-03-04T05:06:07.089Z'),
});

describe('PGlite in a worker thread', () => {
  it('answers the same rows as in-process PGlite: dates, JSON, arrays, bytes, counts', async () => {
    const run = async ({ db }: Database) => {
      await db.insert(users).values(newUser('same@example.test'));
      const [row] = await db
        .select({
          email: users.email,
          expertise: users.expertise,
          createdAt: users.createdAt,
          isVerified: users.isVerified,
        })
        .from(users)
        .where(eq(users.email, 'same@example.test'));
      const raw = await queryRows(
        db,
        sql`select 2::int as n, 2.5::numeric as d, '\\x0102'::bytea as b, array[1,2] as a,
          '{"k":[1,"x"]}'::jsonb as j, null as nothing, '2025-01-02'::date as day`,
      );
      const updated = await db
        .update(users)
        .set({ firstName: 'Grace' })
        .where(eq(users.email, 'same@example.test'))
        .returning({ firstName: users.firstName });
      return { row, raw, updated };
    };
    const [worker, main] = [await run(inWorker), await run(inProcess)];
    expect(worker).toEqual(main);
    expect(worker.row!.createdAt).toEqual(new Date('2025-03-04T05:06:07.089Z'));
    expect(worker.raw[0]).toMatchObject({ n: 2, j: { k: [1, 'x'] }, nothing: null });
    expect(worker.raw[0]).toMatchObject({ b: new Uint8Array([1, 2]) });
  });

  it.each(both)(
    'runs with 16 MB of shared buffers and 1 MB WAL segments (%s)',
    async (_, { db }) => {
      const settings = await queryRows<{ buffers: string; segment: string }>(
        db,
        sql`select current_setting('shared_buffers') as buffers,
        current_setting('wal_segment_size') as segment`,
      );
      expect(settings).toEqual([{ buffers: '16MB', segment: '1MB' }]);
    },
  );

  it.each(both)('holds the app database alone, started from a template (%s)', async (_, { db }) => {
    const databases = await queryRows<{ datname: string }>(
      db,
      sql`select datname from pg_database order by datname`,
    );
    expect(databases).toEqual([{ datname: 'postgres' }]);
  });

  it.each(both)('commits, rolls back and keeps savepoints (%s)', async (_, { db }) => {
    const email = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.test`;
    const kept = email('kept');
    const undone = email('undone');
    const inner = email('inner');
    await db.transaction(async (tx) => {
      await tx.insert(users).values(newUser(kept));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(newUser(undone));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.transaction(async (tx) => {
      await tx.insert(users).values(newUser(`${kept}.outer`));
      await tx
        .transaction(async (nested) => {
          await nested.insert(users).values(newUser(inner));
          nested.rollback();
        })
        .catch(() => undefined);
    });
    const emails = (await db.select({ email: users.email }).from(users)).map((r) => r.email);
    expect(emails).toContain(kept);
    expect(emails).toContain(`${kept}.outer`);
    expect(emails).not.toContain(undone);
    expect(emails).not.toContain(inner);
  });

  it.each(both)('makes other queries wait for an open transaction (%s)', async (_, { db }) => {
    const email = `waiting-${Math.random().toString(36).slice(2)}@example.test`;
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside!: () => void;
    const insideTx = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values(newUser(email));
      inside();
      await released;
      order.push('commit');
    });
    await insideTx;
    const outside = db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .then((rows) => {
        order.push('outside');
        return rows;
      });
    // Many requests at once, all answered, in any interleaving with the transaction.
    const crowd = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        queryRows<{ n: number }>(db, sql`select ${i}::int as n`),
      ),
    );
    release();
    await transaction;
    expect(await outside).toEqual([{ email }]);
    expect(order).toEqual(['commit', 'outside']);
    expect((await crowd).map((rows) => rows[0]!.n)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it.each(both)('raises database errors the app recognises (%s)', async (_, { db }) => {
    const email = `twice-${Math.random().toString(36).slice(2)}@example.test`;
    await db.insert(users).values(newUser(email));
    const failure = await db
      .insert(users)
      .values(newUser(email))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(failure, 'users_email_unique')).toBe(true);
    // The connection is fine afterwards, inside and outside transactions.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(newUser(email));
      }),
    ).rejects.toSatisfy((err) => isUniqueViolation(err));
    expect(await queryRows(db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  });

  it('keeps the main thread free while a slow query runs', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    const started = performance.now();
    await queryRows(inWorker.db, sql`select count(*) from generate_series(1, 1000000)`);
    const finished = performance.now();
    clearInterval(timer);
    expect(ticks.filter((t) => t > started && t < finished).length).toBeGreaterThan(1);
  });

  it('lets the event loop turn between answers that arrived together', async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns: number[] = [];
    const answers = Array.from({ length: 10 }, (_, i) =>
      queryRows(inWorker.db, sql`select ${i}::int as i`).then(() => turns.push(turn)),
    );
    // This thread busy, as under load, while the worker answers all ten.
    const busyUntil = performance.now() + 300;
    while (performance.now() < busyUntil);
    await Promise.all(answers);
    ticking = false;
    expect(new Set(turns).size).toBe(10);
  });

  it.runIf(process.platform === 'linux')(
    'runs Postgres on a thread that yields the CPU to the event loop',
    async () => {
      const before = threadNices();
      const database = await openDatabase({ pgliteThread: 'worker', template });
      const started = [...threadNices()].filter(([tid]) => !before.has(tid));
      await database.close();
      const loop = before.get(String(process.pid))!;
      const niced = started.filter(([, nice]) => nice > loop);
      expect(niced.map(([, nice]) => nice)).toEqual([
        Math.min(19, loop + DATABASE_THREAD_NICENESS),
      ]);
    },
  );

  // The template is the suite's own, written by writePgliteTemplate in test/global-setup.ts.
  it('starts a new data directory from a migrated template, and an existing one without', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labbridge-template-'));
    const dataDir = path.join(dir, 'pglite');
    const fresh = await openDatabase({ dataDir, template, migrate: false });
    const applied = async (database: Database) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]!.n;
    expect(await applied(fresh)).toBeGreaterThan(0);
    await fresh.db.insert(users).values(newUser('kept@example.test'));
    await fresh.close();
    const again = await openDatabase({ dataDir, template, migrate: false });
    expect(await again.db.select({ email: users.email }).from(users)).toEqual([
      { email: 'kept@example.test' },
    ]);
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Creates a database on disk and runs every migration on it: on a busy 2-core machine that
  // alone has taken the whole default 30 s.
  it('starts a new data directory as a copy of a template directory, as the built server does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labbridge-template-dir-'));
    const templateDir = path.join(dir, 'empty-pglite');
    await writePgliteTemplateDirectory(templateDir);
    // Postgres ignores a stray file in its folder; finding it in the new one proves a copy.
    writeFileSync(path.join(templateDir, 'copied-from-template'), '');
    const dataDir = path.join(dir, 'pglite');
    const fresh = await openDatabase({ dataDir, template: templateDir, migrate: false });
    expect(existsSync(path.join(dataDir, 'copied-from-template'))).toBe(true);
    expect(existsSync(`${dataDir}.partial`)).toBe(false);
    await fresh.db.insert(users).values(newUser('copied@example.test'));
    expect(await fresh.db.select({ email: users.email }).from(users)).toEqual([
      { email: 'copied@example.test' },
    ]);
    await fresh.close();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('refuses queries once closed', async () => {
    await inWorker.close();
    await expect(queryRows(inWorker.db, sql`select 1`)).rejects.toThrow();
  });
});
