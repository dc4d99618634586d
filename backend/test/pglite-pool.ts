import { inject } from 'vitest';
import { bootPgliteWorker } from '../src/db/pglite/boot';
import type { PgliteRemote, RemoteQueries } from '../src/db/pglite/remote';

interface Pooled {
  remote: PgliteRemote;
  /** SQL that takes the database back to the migrated dump it was loaded from. */
  emptying: string;
}

/**
 * In-memory PGlite databases that test files have handed back, for the next file to take. Booting
 * one costs some 1.4 s of CPU here (PGlite builds a file system of thousands of files in
 * JavaScript, then loads the dump into it); emptying one takes 0.1 s. Test files share their
 * worker's modules (isolate: false), so the pool outlives each file. Two are kept: a file that
 * opens a database per test hands each back before the next test takes one.
 */
const idle: Pooled[] = [];
const MAX_IDLE = 2;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Empties every table, then puts back the rows the migrations wrote (catalogue_version's), read
 * now from the freshly loaded dump.
 */
const emptyingSql = async (remote: PgliteRemote) => {
  const { rows: tables } = await remote.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map(({ name }) => quote(name));
  const {
    rows: [rowsByTable],
  } = await remote.query<Record<string, unknown[] | null>>(
    `select ${tables.map(({ name }) => `(select json_agg(r) from ${quote(name)} r) as ${quote(name)}`).join(', ')}`,
  );
  const restore = Object.entries(rowsByTable ?? {}).flatMap(([name, rows]) =>
    rows
      ? [
          `insert into ${quote(name)} select * from json_populate_recordset(null::${quote(name)}, ${literal(JSON.stringify(rows))})`,
        ]
      : [],
  );
  return [`truncate ${names.join(', ')} restart identity cascade`, ...restore].join(';\n');
};

const handBack = async (pooled: Pooled) => {
  if (idle.length >= MAX_IDLE) return pooled.remote.close();
  try {
    await pooled.remote.exec(pooled.emptying);
    idle.push(pooled);
  } catch {
    await pooled.remote.close();
  }
};

/**
 * The pooled database as its file sees it: closing it hands it back, after which every call is
 * refused as a closed database's would be, so a file's late work never lands in the next file's.
 */
const lease = (pooled: Pooled): PgliteRemote => {
  let handedBack: Promise<void> | undefined;
  const refused = () => Promise.reject(new Error('This test database was handed back to the pool'));
  const guard = (queries: RemoteQueries): RemoteQueries => ({
    query: (sql, params, options) => (handedBack ? refused() : queries.query(sql, params, options)),
    exec: (sql) => (handedBack ? refused() : queries.exec(sql)),
  });
  return {
    ...guard(pooled.remote),
    transaction: (run) =>
      handedBack ? refused() : pooled.remote.transaction((tx) => run(guard(tx))),
    close: () => {
      handedBack ??= handBack(pooled);
      return handedBack;
    },
  };
};

/** An empty, migrated in-memory PGlite in its worker thread: one handed back, or a new one. */
export const takePglite = async () => {
  let pooled = idle.pop();
  if (!pooled) {
    const remote = await bootPgliteWorker(undefined, inject('pgliteTemplate'));
    pooled = { remote, emptying: await emptyingSql(remote) };
  }
  return lease(pooled);
};
