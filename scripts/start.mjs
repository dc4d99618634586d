// `npm start`: build whatever is missing or older than its sources, then run the built server in
// this process, from the repository root, so ./data is where the embedded database lives.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildIfStale()) process.exit(1);

// `npm start` puts a shell between npm and this script, and the shell does not pass a kill of npm
// on: when the parent goes away, take that as the signal to stop (main.ts shuts down gracefully).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

// The server runs here rather than in a child process: a second Node would add its own start-up
// to every start. No --enable-source-maps either: Node would read and decode, at start-up, the map
// of every module that names one (the bundle's and many dependencies'), some 0.4 s of CPU and
// 50 MB kept resident. The bundle is not minified: a stack trace still names the functions, and
// the bundle heads each module's code with its source path. NODE_OPTIONS=--enable-source-maps
// shows TypeScript lines.
process.chdir(root);
await import('../backend/dist/main.js');
