import path from 'node:path';
import { freePort, rssOf, startProcess } from './harness';

/** Idle time after ready before RSS is read, so start-up garbage is not counted as "at rest". */
const SETTLE_MS = 2000;

/**
 * Starts of each kind: one start is a single sample of a machine that other work shares, and a
 * stray moment of that work moved it by a tenth either way; the median of three does not.
 */
const ROUNDS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Start-up as a user does it (`npm start` runs scripts/start.mjs): to ready on a fresh data dir
 * (migrations and the demo data), then again on that same folder, each the median of ROUNDS
 * folders, with the server's RSS at rest (the most any start left).
 */
export const measureStartup = async (options: {
  root: string;
  work: string;
  log: NodeJS.WritableStream;
}) => {
  const startOnce = async (dataDir: string) => {
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
  const fresh = [];
  const existing = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const dataDir = path.join(options.work, `startup-${round}`);
    fresh.push(await startOnce(dataDir));
    existing.push(await startOnce(dataDir));
  }
  const rss = (runs: { rssMb: number }[]) => Math.max(...runs.map((r) => r.rssMb));
  return {
    freshMs: median(fresh.map((r) => r.ms)),
    existingMs: median(existing.map((r) => r.ms)),
    freshRunsMs: fresh.map((r) => r.ms),
    existingRunsMs: existing.map((r) => r.ms),
    rssAtRestMb: Math.max(rss(fresh), rss(existing)),
    rssAfterFreshMb: rss(fresh),
    rssAfterExistingMb: rss(existing),
  };
};
