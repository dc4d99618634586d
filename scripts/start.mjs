// `npm start`: build whatever is missing or older than its sources, then run the built server
// from the repository root, so ./data is where the embedded database lives.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

if (!buildIfStale()) process.exit(1);

// No --enable-source-maps: Node would read and decode, at start-up, the map of every module that
// names one (the bundle's and many dependencies'), some 0.4 s of CPU and 50 MB kept resident. The
// bundle is not minified: a stack trace still names the functions, and the bundle heads each
// module's code with its source path. NODE_OPTIONS=--enable-source-maps shows TypeScript lines.
const server = spawn(process.execPath, [at('backend/dist/main.js')], {
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
