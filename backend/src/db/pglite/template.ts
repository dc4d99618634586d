import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every PostgreSQL data directory holds this file: a folder without it holds no database. */
export const PG_VERSION = 'PG_VERSION';
export const holdsDatabase = (dir: string) => existsSync(path.join(dir, PG_VERSION));

/**
 * Puts a new PGlite database's starting point in place; returns what PGlite should load, if
 * anything. A template directory (the built server's: an empty, migrated data directory, shut
 * down cleanly) is copied natively, about half the CPU of untarring a dump through PGlite's
 * virtual file system, and opens without recovery. A dump (.tar.gz, as the test suite makes)
 * is returned for PGlite to load.
 */
export const startFromTemplate = (template: string | undefined, dataDir: string | undefined) => {
  if (!template) return undefined;
  if (!statSync(template).isDirectory()) return new Blob([readFileSync(template)]);
  if (!dataDir) throw new Error('A template data directory can only start a data directory');
  // Copied beside it, then renamed: a copy cut short never looks like a data directory.
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, dataDir);
  return undefined;
};
