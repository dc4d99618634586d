// Run by build.mjs: writes dist/empty-pglite.tar.gz, an empty PGlite database with every
// migration applied, from which the built server starts a new data directory (db/client.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE, writePgliteTemplate } from '../db/client';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', PGLITE_TEMPLATE);
await writePgliteTemplate(out);
console.info(`backend: wrote ${path.relative(process.cwd(), out)}`);
