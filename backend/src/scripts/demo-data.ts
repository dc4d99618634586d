// Run by build.mjs after pglite-template.ts and demo-banners.ts: writes dist/demo-data, the demo
// a new data folder starts as a copy of (db/seed/demo-data.ts). The same seed a first start
// runs, on a copy of the empty template, vacuumed as the server would vacuum it after seeding.
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { appPgliteDir } from '../db/pglite/boot';
import { seedDemoData } from '../db/seed';
import { DEMO_DATA, DEMO_SEEDED_AT } from '../db/seed/demo-data';
import { buildDeps } from '../deps';
import { createLogger } from '../logger';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', DEMO_DATA);
const partial = `${out}.partial`;
rmSync(out, { recursive: true, force: true });
rmSync(partial, { recursive: true, force: true });
// Nothing here keeps a session: a throwaway secret stops the config writing one into the folder.
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: partial,
  SESSION_SECRET: randomBytes(32).toString('hex'),
});
const database = await openDatabase({ dataDir: appPgliteDir(partial), pgliteThread: 'main' });
const seededAt = new Date();
await seedDemoData(buildDeps(config, database, createLogger({ ...config, logLevel: 'warn' })));
await database.maintain();
await database.close();
writeFileSync(path.join(partial, DEMO_SEEDED_AT), seededAt.toISOString());
renameSync(partial, out);
console.info(`backend: seeded the demo into ${path.relative(process.cwd(), out)}`);
