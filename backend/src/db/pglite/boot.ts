import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { builtFolder } from '../../core/built-folder';
import { demoDataFor, startFromDemoData } from '../seed/demo-data';
import { startPgliteWorker } from './remote';
import { holdsDatabase, PG_VERSION } from './template';

/**
 * The catalogue's working set is small enough to stay cached, where a random page read costs about
 * what a sequential one does (as on SSDs). With PostgreSQL's default of 4 the planner reads the
 * whole table instead of a GIN index's hits and evaluates prefix matches on every row.
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' };

/**
 * The built server ships an empty, migrated data directory (dist/empty-pglite, made by build.mjs):
 * a new data directory is a copy of it instead of running initdb and every migration.
 */
export const PGLITE_TEMPLATE = 'empty-pglite';
export const shippedTemplate = () => builtFolder(PGLITE_TEMPLATE, PG_VERSION);

/** An existing data directory is opened as it is; anything new starts from the template. */
export const templateFor = (dataDir: string | undefined, template: string | undefined) =>
  dataDir && holdsDatabase(dataDir) ? undefined : template;

export const bootPgliteWorker = (
  dataDir: string | undefined,
  template = dataDir ? shippedTemplate() : undefined,
) =>
  startPgliteWorker({
    dataDir,
    template: templateFor(dataDir, template),
    settings: PLANNER_SETTINGS,
  });

/** The app's embedded database: DATA_DIR/pglite (DATA_DIR also holds uploads and the outbox). */
export const appPgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Starts the app's embedded database booting, on its own thread. main.ts calls this before it
 * loads the rest of the app, which needs some 0.2 s of this thread meanwhile. A new data
 * directory that is to hold the demo starts as a copy of the built one when that is recent.
 */
export const bootAppPglite = (dataDir: string, withDemoData: boolean) => {
  mkdirSync(dataDir, { recursive: true });
  const pgliteDir = appPgliteDir(dataDir);
  const demo = withDemoData ? demoDataFor(pgliteDir) : undefined;
  return bootPgliteWorker(pgliteDir, demo ? startFromDemoData(demo, dataDir) : undefined);
};
