// `npm run dev`: the API under `tsx watch` on API_PORT (3001) and the Vite dev server, which
// proxies /api and /socket.io to it. Both run from here and stop together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT || '3001';
const vitePort = process.env.VITE_PORT || '5173';

const children = [];

/** Each child leads its own process group, so stopping it also stops what it started. */
const launch = (name, command, args, env) => {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('error', (err) => {
    console.error(`dev: could not start ${name}: ${err.message}`);
    child.exited = true;
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) console.info(`dev: ${name} stopped (${signal ?? `exit ${code}`})`);
    stopAll(code ?? 1);
  });
  children.push(child);
};

let stopping = false;
let exitCode = 0;
const stopAll = (code) => {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const child of children) {
    if (!child.exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone between the check and the kill.
      }
    }
  }
  if (children.every((c) => c.exited)) process.exit(exitCode);
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

launch(
  'api',
  path.join(root, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', 'backend/src/main.ts'],
  {
    PORT: apiPort,
    // The browser talks to Vite, so that is the app's own origin for the same-origin write check.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${vitePort}`,
  },
);
launch('vite', 'npm', ['run', 'dev', '-w', 'frontend'], { API_PORT: apiPort, VITE_PORT: vitePort });
