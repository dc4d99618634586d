import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFolder } from '../../core/built-folder';
import { uploadsDir } from '../../modules/uploads/storage';
import { holdsDatabase } from '../pglite/template';

/**
 * The built server ships the demo ready-made (dist/demo-data, written by scripts/demo-data.ts): a
 * data folder whose embedded database is migrated, seeded and vacuumed, with the files the seed
 * uploaded. A new data folder that is to hold the demo starts as a copy of it rather than seeding
 * at its first start. The demo's history is dated back from the moment it was seeded, so a copy
 * older than a day is passed over and the seed runs at start-up as before.
 */
export const DEMO_DATA = 'demo-data';
/** Written last, with the moment the demo was seeded: the folder is whole once it is there. */
export const DEMO_SEEDED_AT = 'seeded-at';
export const DEMO_DATA_MAX_AGE_MS = 24 * 60 * 60_000;

export const shippedDemoData = () => builtFolder(DEMO_DATA, DEMO_SEEDED_AT);

/** The demo data a new embedded database should start from; undefined when it should not. */
export const demoDataFor = (pgliteDir: string, shipped = shippedDemoData(), now = Date.now()) => {
  if (!shipped || holdsDatabase(pgliteDir)) return undefined;
  const seededAt = Date.parse(readFileSync(path.join(shipped, DEMO_SEEDED_AT), 'utf8'));
  return now - seededAt < DEMO_DATA_MAX_AGE_MS ? shipped : undefined;
};

/**
 * Copies the demo's uploads into the data folder, then returns the database template to start
 * from. Files first: a database that exists always has its files, even after a start cut short.
 */
export const startFromDemoData = (demo: string, dataDir: string) => {
  cpSync(uploadsDir(demo), uploadsDir(dataDir), { recursive: true, force: false });
  return path.join(demo, 'pglite');
};
