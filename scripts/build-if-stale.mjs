// Builds the frontend and the backend when their output is missing or older than their sources.
// Used by `npm start` and `npm run bench`, so both run what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Tests are not part of a build: editing one must not make the next start rebuild. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Newest modification time of a file or of any file below a folder (0 when absent). */
const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || isTest(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
};

const targets = [
  {
    workspace: 'frontend',
    output: at('frontend/dist/index.html'),
    sources: [
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/package.json',
      'shared-types/src',
    ],
  },
  {
    workspace: 'backend',
    output: at('backend/dist/main.js'),
    sources: [
      'backend/src',
      'backend/drizzle',
      'backend/build.mjs',
      'backend/package.json',
      'shared-types/src',
    ],
  },
];

/** Returns false when a build failed (its output is on the terminal). */
export const buildIfStale = () => {
  for (const { workspace, output, sources } of targets) {
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changed = Math.max(...sources.map((s) => newestMtime(at(s))));
    if (built >= changed) continue;
    console.info(`${workspace}: ${built ? 'sources changed' : 'not built yet'}, building...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`${workspace}: build failed, not starting`);
      return false;
    }
  }
  return true;
};
