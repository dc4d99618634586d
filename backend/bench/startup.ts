import path from 'node:path';
import { freePort, rssOf, startProcess } from './harness';

/** Idle time after ready before RSS is read, so start-up garbage is not counted as "at rest". */
const SETTLE_MS = 2000;

/**
 * Start-up as a user does it (`npm start` runs scripts/start.mjs): to ready on a fresh data dir
 * (migrations and the demo data), then again on that same folder, with the server's RSS at rest.
 */
export const measureStartup = async (options: {
  root: string;
  work: string;
  log: NodeJS.WritableStream;
}) => {
  const dataDir = path.join(options.work, 'startup');
  const startOnce = async () => {
    const port = await freePort();
    const started = await startProcess({
      command: process.execPath,
      args: [path.join(options.root, 'scripts/start.mjs')],
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      cwd: options.work,
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      log: options.log,
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rss = rssOf(started.child.pid!);
    await started.stop();
    return { ms: Math.round(started.readyMs), rssMb: Math.round(rss / 1024 / 1024) };
  };
  const fresh = await startOnce();
  const existing = await startOnce();
  return {
    freshMs: fresh.ms,
    existingMs: existing.ms,
    rssAtRestMb: Math.max(fresh.rssMb, existing.rssMb),
    rssAfterFreshMb: fresh.rssMb,
    rssAfterExistingMb: existing.rssMb,
  };
};
