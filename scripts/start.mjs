// `npm start`: build whatever is missing or older than its sources, then run the built server
// from the repository root, so ./data is where the embedded database lives.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of a file or of any file below a folder (0 when absent). */
const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
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
    sources: ['backend/src', 'backend/build.mjs', 'backend/package.json', 'shared-types/src'],
  },
];

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
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', at('backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const forward = (signal) => server.kill(signal);
for (const signal of SIGNALS) process.on(signal, forward);

// `npm start` puts a shell between npm and this script, and the shell does not pass a kill of npm
// on: when the parent goes away, take that as the signal to stop.
const parent = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent) forward('SIGTERM');
}, 1000);
orphanCheck.unref();

server.on('exit', (code, signal) => {
  clearInterval(orphanCheck);
  for (const s of SIGNALS) process.off(s, forward);
  // Die of the same signal, so whoever started us sees how the server ended.
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
