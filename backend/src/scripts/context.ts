import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildDeps, type Deps } from '../deps';
import { createLogger } from '../logger';

/**
 * npm runs workspace scripts inside backend/, but `npm start` runs at the repository root; moving
 * there first makes a relative DATA_DIR (./data by default) name the same folder for both.
 */
const enterRepoRoot = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Same depth from src/scripts (tsx) and from dist/scripts (the bundle).
  process.chdir(path.resolve(here, '../../..'));
};

/** Opens (and migrates) the configured database, runs `task`, closes it; exits 1 on failure. */
export const runScript = async (name: string, task: (deps: Deps) => Promise<void>) => {
  enterRepoRoot();
  let deps: Deps | undefined;
  try {
    const config = loadConfig();
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    });
    deps = buildDeps(config, database, createLogger({ ...config, logLevel: 'warn' }));
    await task(deps);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  } finally {
    await deps?.database.close();
  }
  if (process.exitCode) console.error(`${name} failed`);
};

/** Where the data lives, for messages. */
export const describeDatabase = ({ config, database }: Deps) =>
  database.driver === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
