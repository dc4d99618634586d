import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { users } from '../db/schema';
import { AppError, errorBody, toAppError } from './errors';
import { EventBus } from './events';
import { isUniqueViolation, transactionConflict } from './pg-errors';
import { withTx } from './tx';

const database = await openTestDatabase();
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const insertUser = (db: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) =>
  db
    .insert(users)
    .values({ email: `tx-${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });

describe('withTx', () => {
  it('publishes the emitted events after the commit, in order', async () => {
    const events = new EventBus();
    const seen: string[] = [];
    events.subscribe('user:onboarded', ({ userId }) => seen.push(userId));
    const id = await withTx({ db: database.db, events }, async (tx, emit) => {
      const [row] = await insertUser(tx);
      emit('user:onboarded', { userId: `${row!.id}:1`, userType: 'researcher' });
      emit('user:onboarded', { userId: `${row!.id}:2`, userType: 'researcher' });
      expect(seen).toEqual([]);
      return row!.id;
    });
    expect(seen).toEqual([`${id}:1`, `${id}:2`]);
  });

  it('drops the events of a transaction that rolled back', async () => {
    const events = new EventBus();
    const seen: unknown[] = [];
    events.subscribe('user:onboarded', (payload) => seen.push(payload));
    let insertedId = '';
    const failing = withTx({ db: database.db, events }, async (tx, emit) => {
      const [row] = await insertUser(tx);
      insertedId = row!.id;
      emit('user:onboarded', { userId: row!.id, userType: 'industry' });
      throw new AppError('CONFLICT', 'changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(seen).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, insertedId))).toEqual([]);
  });

  /** A logger whose lines the test reads. */
  const logged = () => {
    const lines: { msg: string; sqlstate?: string; attempt?: number }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { lines, logger: pino({ level: 'warn' }, stream) };
  };

  /** The error PostgreSQL aborts a transaction with, raised on either driver. */
  const abortWith = (
    tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0],
    code: string,
  ) =>
    tx.execute(sql.raw(`do $$ begin raise exception 'aborted' using errcode = '${code}'; end $$`));

  it.each(['40P01', '40001'])(
    'runs a transaction aborted with %s again: the retry’s writes and events only',
    async (code) => {
      const events = new EventBus();
      const seen: string[] = [];
      events.subscribe('user:onboarded', ({ userId }) => seen.push(userId));
      const { lines, logger } = logged();
      const inserted: string[] = [];
      const id = await withTx({ db: database.db, events, logger }, async (tx, emit) => {
        const [row] = await insertUser(tx);
        inserted.push(row!.id);
        emit('user:onboarded', { userId: row!.id, userType: 'researcher' });
        if (inserted.length === 1) await abortWith(tx, code);
        return row!.id;
      });
      expect(inserted).toHaveLength(2);
      expect(id).toBe(inserted[1]);
      expect(seen).toEqual([id]);
      const [first, second] = await Promise.all(
        inserted.map((i) => database.db.select().from(users).where(eq(users.id, i))),
      );
      expect([first, second!.map((r) => r.id)]).toEqual([[], [id]]);
      expect(lines).toMatchObject([{ sqlstate: code, attempt: 1 }]);
    },
  );

  it('gives up after three runs aborted in a row, and retries no other failure', async () => {
    const events = new EventBus();
    const seen: unknown[] = [];
    events.subscribe('user:onboarded', (payload) => seen.push(payload));
    let runs = 0;
    const aborting = withTx({ db: database.db, events }, async (tx, emit) => {
      runs += 1;
      emit('user:onboarded', { userId: String(runs), userType: 'industry' });
      await abortWith(tx, '40001');
    });
    await expect(aborting).rejects.toSatisfy((err) => transactionConflict(err) === '40001');
    expect(runs).toBe(3);
    runs = 0;
    const failing = withTx({ db: database.db, events }, async (tx) => {
      runs += 1;
      await abortWith(tx, '23505');
    });
    await expect(failing).rejects.toSatisfy((err) => isUniqueViolation(err));
    expect(runs).toBe(1);
    expect(seen).toEqual([]);
  });
});

describe('errors', () => {
  it('builds one error body for HTTP and sockets, and recognises unique violations', async () => {
    expect(errorBody(new AppError('NOT_FOUND', 'Gone'), 'c-1')).toEqual({
      error: { code: 'NOT_FOUND', message: 'Gone', correlationId: 'c-1', retryable: false },
    });
    expect(toAppError(new Error('bug')).code).toBe('SYSTEM_ERROR');
    const email = `dup-${crypto.randomUUID()}@example.test`;
    await database.db.insert(users).values({ email, passwordHash: 'x' });
    const err = await database.db
      .insert(users)
      .values({ email, passwordHash: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});

/** Every .ts file under a folder of src, with its path relative to src. */
const sources = async (dir: string): Promise<string[]> => {
  const entries = await readdir(path.join(src, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.relative(src, path.join(e.parentPath, e.name)));
};

describe('layering', () => {
  it('publishes domain events only through core/tx.ts (withTx)', async () => {
    const publishers: string[] = [];
    for (const file of await sources('.')) {
      const text = await readFile(path.join(src, file), 'utf8');
      if (/\bevents\.publish\(/.test(text) && file !== path.join('core', 'tx.ts')) {
        publishers.push(file);
      }
    }
    expect(publishers).toEqual([]);
  });

  it('sends the socket events that announce domain events only from realtime/domain-events.ts', async () => {
    const router = path.join('realtime', 'domain-events.ts');
    const routed = [
      ...(await readFile(path.join(src, router), 'utf8')).matchAll(/\.emit\('([^']+)'/g),
    ].map(([, name]) => name!);
    expect(routed).toContain('doc:versions');
    const direct: string[] = [];
    for (const file of await sources('.')) {
      if (file === router) continue;
      const text = await readFile(path.join(src, file), 'utf8');
      for (const [, name] of text.matchAll(/\.emit\('([^']+)'/g)) {
        if (routed.includes(name!)) direct.push(`${file}: ${name}`);
      }
    }
    expect(direct).toEqual([]);
  });

  it('keeps core/ and db/ free of imports from the floors above them', async () => {
    const upward: string[] = [];
    for (const dir of ['core', 'db']) {
      for (const file of await sources(dir)) {
        const text = await readFile(path.join(src, file), 'utf8');
        for (const [, target] of text.matchAll(/from '(\.[^']+)'/g)) {
          const resolved = path.relative(
            src,
            path.resolve(path.join(src, path.dirname(file)), target!),
          );
          if (allowed(file, resolved)) continue;
          upward.push(`${file} → ${resolved}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });
});

/**
 * core/ and db/ import only each other. The demo seed (db/seed/) may also use a feature's pure
 * helpers (password hashing, scoring, where uploads live) and the shared types of the settings,
 * but never a service or routes: it writes its rows with plain inserts.
 */
const allowed = (file: string, target: string) => {
  const floor = target.split(path.sep)[0];
  if (floor === 'core' || floor === 'db') return true;
  if (!file.startsWith(path.join('db', 'seed'))) return false;
  if (target === 'config' || target === 'deps') return true;
  return floor === 'modules' && !/\/(service|routes)$/.test(target);
};
