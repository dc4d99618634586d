// `npm run bench`: the app over real HTTP at 10,000 listings, each figure beside a baseline from
// the same run. PGlite by default; PostgreSQL when DATABASE_URL is set. Writes
// bench/results/latest.json (and latest-<driver>.json) and prints a table.
// Options: --duration S (per load run, default 5), --connections N (default 50),
// --only TEXT (scenarios whose name contains it; `coediting` or `realtime` for those groups), --small (1/10 of the data, for a quick try).
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
// @ts-expect-error: a plain ES module shared with scripts/start.mjs, without type declarations
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { openDatabase } from '../src/db/client';
import { measureCoediting } from './coediting';
import { FULL_SIZE, seedDataset } from './dataset';
import { measureHistoryLoad, seedHistories } from './doc-history';
import { documentSuites } from './documents';
import { askProbe, freePort, load, rssOf, startProcess } from './harness';
import { lighthouseSuite } from './lighthouse';
import { measureRealtime, prepareRealtime, REALTIME_SESSION_SECRET } from './realtime';
import { landingScriptBytes, machine, type Report, type Target, writeReport } from './report';
import { SCENARIOS, type ScenarioContext, SEARCHES, uncachedSearchPaths } from './scenarios';
import { measureStartup } from './startup';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    small: { type: 'boolean', default: false },
  },
});
const duration = Math.min(60, Math.max(1, Number(values.duration) || 5));
const connections = Math.min(200, Math.max(1, Number(values.connections) || 50));
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const serverUrl = process.env.DATABASE_URL;
const driver = serverUrl ? 'postgres' : 'pglite';

const work = mkdtempSync(path.join(tmpdir(), 'labbridge-bench-'));
const log = createWriteStream(path.join(work, 'servers.log'));
const report: Report = {
  machine: machine(),
  date: new Date().toISOString(),
  driver,
  settings: { connections, duration, size: values.small ? 'small' : 'full' },
  scenarios: [],
  figures: {},
  targets: [],
};
const target = (name: string, measured: number, threshold: number, kind: 'max' | 'min') =>
  report.targets.push({
    name,
    measured,
    threshold,
    met: kind === 'max' ? measured <= threshold : measured >= threshold,
  } satisfies Target);

const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true })];
try {
  if (!buildIfStale()) throw new Error('build failed');

  if (driver === 'pglite') {
    const startup = await measureStartup({ root, work, log });
    report.figures.startup = startup;
    target('start-up, fresh data dir (ms)', startup.freshMs, 1500, 'max');
    target('start-up, existing data dir (ms)', startup.existingMs, 600, 'max');
    target('RSS at rest (MB)', startup.rssAtRestMb, 250, 'max');
  }
  const landingJs = landingScriptBytes(path.join(root, 'frontend/dist'));
  report.figures.landingJs = landingJs;
  target('landing page initial JS (KB gzip)', landingJs.gzipKb, 150, 'max');

  // One seeded database per run: a fresh database on the server, or a PGlite folder that the
  // baseline gets its own copy of (an embedded database belongs to one process).
  const size = values.small ? { listings: 1_000, users: 200, messages: 10_000 } : { ...FULL_SIZE };
  let appEnv: NodeJS.ProcessEnv;
  let baselineEnv: NodeJS.ProcessEnv;
  const seedStarted = performance.now();
  if (serverUrl) {
    const name = `labbridge_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    appEnv = { DATABASE_URL: url.toString() };
    baselineEnv = { BENCH_DATABASE_URL: url.toString() };
  } else {
    appEnv = { DATA_DIR: path.join(work, 'app') };
    mkdirSync(path.join(work, 'app/pglite'), { recursive: true });
    baselineEnv = { BENCH_DATA_DIR: path.join(work, 'baseline/pglite') };
  }
  const seedDb = await openDatabase({
    url: appEnv.DATABASE_URL,
    dataDir: appEnv.DATA_DIR && path.join(appEnv.DATA_DIR, 'pglite'),
  });
  const dataset = await seedDataset(seedDb.db, size);
  const wants = (group: string) => !values.only || group.includes(values.only);
  const histories = wants('coediting')
    ? await seedHistories(seedDb.db, dataset, {
        edits: values.small ? 10_000 : 100_000,
        documents: values.small ? 3 : 5,
      })
    : null;
  const realtimeFixture = wants('realtime')
    ? await prepareRealtime(seedDb.db, Math.min(size.users, 1_000))
    : null;
  // As the app does after seeding its own data: PGlite has no autovacuum, and the app, finding
  // an existing data directory, leaves its first pass for ten minutes in.
  await seedDb.maintain();
  await seedDb.close();
  if (appEnv.DATA_DIR) {
    cpSync(path.join(appEnv.DATA_DIR, 'pglite'), baselineEnv.BENCH_DATA_DIR!, { recursive: true });
  }
  report.figures.seed = { ...size, seconds: Math.round(performance.now() - seedStarted) / 1000 };

  const [appPort, basePort] = [await freePort(), await freePort()];
  const app = await startProcess({
    command: process.execPath,
    args: ['--import', path.join(here, 'probe.mjs'), path.join(root, 'backend/dist/main.js')],
    env: {
      ...process.env,
      ...appEnv,
      PORT: String(appPort),
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: REALTIME_SESSION_SECRET,
    },
    cwd: work,
    readyUrl: `http://127.0.0.1:${appPort}/readyz`,
    ipc: true,
    log,
  });
  cleanups.push(app.stop);
  const baseline = await startProcess({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(here, 'baseline-server.ts')],
    env: { ...process.env, ...baselineEnv, PORT: String(basePort) },
    cwd: path.join(root, 'backend'),
    readyUrl: `http://127.0.0.1:${basePort}/bare`,
    log,
  });
  cleanups.push(baseline.stop);
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const baseOrigin = `http://127.0.0.1:${basePort}`;

  const login = await fetch(`${appOrigin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: dataset.benchUser.email, password: dataset.benchUser.password }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in failed: ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  const page = await fetch(`${appOrigin}/api/projects`, { headers: { 'accept-encoding': '' } });
  const pageKb = Math.round(((await page.arrayBuffer()).byteLength / 1024) * 10) / 10;
  report.figures.cataloguePageKb = pageKb;
  target('catalogue page JSON (KB, uncompressed)', pageKb, 15, 'max');

  const ctx: ScenarioContext = { dataset, driver };
  const run = (origin: string, paths: string[], extra: { headers?: Record<string, string> }) =>
    load({ origin, paths, connections, duration, ...extra });
  for (const scenario of SCENARIOS) {
    if (values.only && !scenario.name.includes(values.only)) continue;
    const headers = scenario.signedIn ? { cookie } : undefined;
    // A short warm-up on each side fills caches and JIT before the measured runs.
    await load({ origin: baseOrigin, paths: scenario.baseline(ctx), connections, duration: 1 });
    const base = await run(baseOrigin, scenario.baseline(ctx), {});
    await load({ origin: appOrigin, paths: scenario.app(ctx), connections, duration: 1, headers });
    const measured = await run(appOrigin, scenario.app(ctx), { headers });
    const ratio = Math.round((measured.rps / Math.max(1, base.rps)) * 100) / 100;
    report.scenarios.push({ name: scenario.name, app: measured, baseline: base, ratio });
    target(`${scenario.name}: app/baseline req/s`, ratio, scenario.minRatio, 'min');
    const limit = scenario.maxP99?.[driver];
    if (limit !== undefined) {
      target(
        `${scenario.name}: p99 at ${connections} connections (ms)`,
        measured.p99,
        limit,
        'max',
      );
    }
    if (measured.errors > 0) console.warn(`${scenario.name}: ${measured.errors} failed requests`);
  }

  // Co-editing: 2, 5 and 10 editors of one draft typing at once, then memory per open document.
  if (wants('coediting')) {
    const coediting = await measureCoediting({
      origin: appOrigin,
      dataset,
      app: app.child,
      edits: values.small ? 100 : 1_000,
      openDocuments: values.small ? 10 : 50,
    });
    const history = await measureHistoryLoad(appOrigin, dataset, histories!, app.child);
    report.figures.coediting = { ...coediting, history };
    const longDoc = `a document with ${history.edits} edits in its history`;
    target(
      `co-editing: ${longDoc}, read and answered by the server, worst of ${history.documents} (ms)`,
      history.serverLoadWorstMs,
      50,
      'max',
    );
    target(
      `co-editing: ${longDoc}, doc:join until synced at the client, worst of ${history.documents} (ms)`,
      history.openWorstMs,
      50,
      'max',
    );
    for (const session of coediting.sessions) {
      const name = `co-editing, ${session.editors} editors`;
      target(
        `${name}: replicas identical after last edit, p99 (ms)`,
        session.convergeP99,
        100,
        'max',
      );
    }
  }

  if (realtimeFixture) {
    const realtime = await measureRealtime({
      origin: appOrigin,
      app: app.child,
      dataset,
      fixture: realtimeFixture,
      driver,
      small: values.small,
      log,
    });
    report.figures.realtime = realtime.figures;
    report.targets.push(...realtime.targets);
  }

  // Documents, the admin dashboard and export, and the pages' Lighthouse scores (documents.ts,
  // lighthouse.ts): each suite returns its figures and targets.
  const suiteContext = {
    appOrigin,
    baseOrigin,
    dataset,
    duration,
    appPid: app.child.pid!,
    listings: size.listings,
    distDir: path.join(root, 'frontend/dist'),
  };
  for (const suite of [...documentSuites, lighthouseSuite]) {
    if (values.only && !suite.name.includes(values.only)) continue;
    const { figures, targets } = await suite.run(suiteContext);
    report.figures[suite.name] = figures;
    for (const spec of targets) target(...spec);
  }

  // The embedded database must never freeze the server: one search alone, then healthz and the
  // event loop while `connections` clients search. The catalogue caches its answers, so the
  // targets are measured on searches it has not cached (a search's own cost); the repeated
  // searches of the scenarios above are kept as figures beside them.
  const searchPaths = SEARCHES.map((q) => `/api/projects?q=${encodeURIComponent(q)}`);
  const missPaths = uncachedSearchPaths('/api/projects?q=');
  // One cursor per set of paths: the uncached searches carry on from the one-connection run, so
  // the 50-connection run starts with the answers the cache evicted first.
  const cursors = new Map<string[], { next: number }>();
  const searching = (paths: string[], clients: number) => {
    const sharedCycle = cursors.get(paths) ?? { next: 0 };
    cursors.set(paths, sharedCycle);
    return load({ origin: appOrigin, paths, connections: clients, duration, sharedCycle });
  };
  const underLoad = async (paths: string[]) => {
    await askProbe(app.child, 'probe:reset');
    const [searches, health] = await Promise.all([
      searching(paths, connections),
      load({ origin: appOrigin, paths: ['/healthz'], connections: 1, duration }),
    ]);
    const probe = await askProbe<{ eventLoopDelay: { p99: number }; rss: number }>(
      app.child,
      'probe:report',
    );
    return { searches, healthz: health, eventLoopDelay: probe.eventLoopDelay };
  };
  const cachedSingle = await searching(searchPaths, 1);
  const cachedLoad = await underLoad(searchPaths);
  const single = await searching(missPaths, 1);
  const missLoad = await underLoad(missPaths);
  report.figures.underSearchLoad = {
    uncached: { singleSearch: single, ...missLoad },
    cached: { singleSearch: cachedSingle, ...cachedLoad },
    rssMb: Math.round(rssOf(app.child.pid!) / 1024 / 1024),
  };
  if (driver === 'pglite') {
    target('one search the cache has not answered, 1 connection: p50 (ms)', single.p50, 20, 'max');
    target('healthz p99 while searching uncached (ms)', missLoad.healthz.p99, 20, 'max');
    target(
      'event-loop delay p99 while searching uncached (ms)',
      missLoad.eventLoopDelay.p99,
      20,
      'max',
    );
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  log.end();
}
report.machine.loadAfter = machine().loadBefore;
writeReport(path.join(here, 'results'), report);
