// Run by build.mjs: writes dist/empty-pglite, an empty PGlite data directory with every
// migration applied, which the built server copies to start a new data directory (db/client.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePgliteTemplateDirectory } from '../db/client';
import { PGLITE_TEMPLATE } from '../db/pglite/boot';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', PGLITE_TEMPLATE);
await writePgliteTemplateDirectory(out);
console.info(`backend: wrote ${path.relative(process.cwd(), out)}`);
