import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows } from './client';
import { maintenanceTiming, scheduleMaintenance } from './maintenance';
import { users } from './schema';

const database = await openDatabase({});
afterAll(() => database.close());
const logger = pino({ level: 'silent' });

describe('PGlite maintenance', () => {
  it('gives the planner the tables’ real sizes (PGlite has no autovacuum)', async () => {
    await database.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `stats-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
      })),
    );
    const tuples = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select reltuples::int as n from pg_class where relname = 'users'`,
        )
      )[0]!.n;
    expect(await tuples()).not.toBe(30);
    await database.maintain();
    expect(await tuples()).toBe(30);
  });

  it('runs soon after seeding, and leaves a restart on existing data to settle first', () => {
    expect(maintenanceTiming(true).firstAfterMs).toBeLessThanOrEqual(5_000);
    expect(maintenanceTiming(false).firstAfterMs).toBeGreaterThanOrEqual(5 * 60_000);
    expect(maintenanceTiming(false).everyMs).toBe(maintenanceTiming(true).everyMs);
  });

  it('runs after start-up and then on its interval, on PGlite only', () => {
    vi.useFakeTimers();
    try {
      const maintain = vi.fn(async () => {});
      const pglite = { driver: 'pglite', maintain } as unknown as Database;
      const stop = scheduleMaintenance(pglite, logger, { firstAfterMs: 100, everyMs: 1000 });
      vi.advanceTimersByTime(100);
      expect(maintain).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(maintain).toHaveBeenCalledTimes(3);
      stop();
      vi.advanceTimersByTime(5000);
      expect(maintain).toHaveBeenCalledTimes(3);

      const server = vi.fn(async () => {});
      scheduleMaintenance({ driver: 'postgres', maintain: server } as unknown as Database, logger);
      vi.advanceTimersByTime(3 * 60 * 60_000);
      expect(server).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
