// Bundles the server and its command-line scripts into dist/ for `npm start` and the Docker image.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

// What every start loads is bundled, dependencies included: a start then reads and compiles a
// few files instead of resolving and loading some hundreds in node_modules, about 0.2 s of a
// start on an existing data directory. (One bundle also keeps one copy of ProseMirror, which the
// TipTap schema brings through shared-types and y-tiptap both use: a second copy's nodes are
// rejected by the first.) These stay in node_modules, where they work unchanged:
const EXTERNAL = [
  // needing files of their own or native code
  '@electric-sql/pglite', // its WebAssembly and file bundle, beside its modules
  '@node-rs/argon2', // a native addon
  'pdfkit', // its fonts' metrics, beside its modules
  'pg', // its optional native binding
  // loaded on demand, so bundling them would not shorten a start
  'happy-dom',
  'nodemailer',
  'openai',
  'redis',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
];
const external = EXTERNAL.flatMap((name) => [name, `${name}/*`]);

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
    'src/scripts/demo-data.ts',
  ],
});

console.info('backend: built dist/main.js and dist/scripts/');

// Prepared once here rather than at every first start: the empty database a new data directory
// starts from (one initdb and the migrations), the demo listings' banners, and the demo itself.
for (const script of ['pglite-template.js', 'demo-banners.js', 'demo-data.js']) {
  const run = spawnSync(process.execPath, [path.join('dist/scripts', script)], {
    cwd: here,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
