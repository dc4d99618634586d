// Bundles the server and its command-line scripts into dist/ for `npm start` and the Docker image.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

// shared-types is TypeScript source inside the repo, so it is bundled; every other dependency
// (native addons like argon2, PGlite's WASM, pino) stays in node_modules where it works unchanged.
// y-tiptap is bundled too: the TipTap schema (through shared-types) brings ProseMirror into the
// bundle, and an external y-tiptap would load a second copy whose nodes the first rejects.
const BUNDLED = new Set(['@labbridge/shared-types', '@tiptap/y-tiptap']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const common = {
  absWorkingDir: here,
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Dependencies that are CommonJS may call require(); an ES module bundle has none of its own.
  banner: {
    js: "import { createRequire as __labbridgeCreateRequire } from 'node:module';\nconst require = __labbridgeCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

// The server, split at its dynamic imports: main.js is what start-up needs before the embedded
// database starts booting (config, the worker's launcher), the rest of the app loads from chunks
// meanwhile, and what only some requests need (PDF rendering, Redis, the editor schema) loads on
// first use.
// Chunks sit next to main.js, so every import.meta.url path resolves as it does from main.js.
const dist = path.join(here, 'dist');
mkdirSync(dist, { recursive: true });
for (const file of readdirSync(dist, { withFileTypes: true })) {
  // A chunk of an earlier build is referenced by nothing now.
  if (file.isFile() && /^chunk-.*\.js(\.map)?$/.test(file.name)) rmSync(path.join(dist, file.name));
}
await build({
  ...common,
  entryPoints: ['src/main.ts'],
  splitting: true,
  chunkNames: 'chunk-[name]-[hash]',
});

await build({
  ...common,
  entryPoints: [
    // PGlite's own thread (db/pglite/remote.ts starts it next to the bundle).
    'src/db/pglite/worker.ts',
    // Where co-edited documents' HTML is derived (realtime/collab/derive.ts starts it).
    'src/realtime/collab/derive-worker.ts',
    'src/scripts/migrate.ts',
    'src/scripts/seed.ts',
    'src/scripts/admin-create.ts',
    'src/scripts/pglite-template.ts',
    'src/scripts/demo-banners.ts',
  ],
});

console.info('backend: built dist/main.js and dist/scripts/');

// Prepared once here rather than at every first start: the empty database a new data directory
// starts from (one initdb and the migrations), and the demo listings' banners.
for (const script of ['pglite-template.js', 'demo-banners.js']) {
  const run = spawnSync(process.execPath, [path.join('dist/scripts', script)], {
    cwd: here,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
