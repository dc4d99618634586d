// `npm run bench`: latency of the hot paths on in-memory PGlite, through the real app.
// Options: --requests N (per HTTP measurement, default 200), --logins N (default 30).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';
import { buildDeps } from '../src/deps';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    logins: { type: 'string', default: '30' },
  },
});
// Bounded whatever is asked, so a typo cannot keep the machine busy for hours.
const count = (raw: string, max: number) =>
  Math.min(max, Math.max(1, Number.parseInt(raw, 10) || 1));
const REQUESTS = count(values.requests, 5_000);
const LOGINS = count(values.logins, 500);
const WARMUP = 5;

const unlimited = Number.MAX_SAFE_INTEGER;
// The demo seed writes its images and papers under dataDir; they go in a folder removed at the end.
const dataDir = mkdtempSync(path.join(tmpdir(), 'labbridge-bench-'));
const config = testConfig({
  dataDir,
  rateLimits: {
    windowMs: 60_000,
    loginPerAccount: unlimited,
    loginPerIp: unlimited,
    registerPerIp: unlimited,
    uploadsPerUser: unlimited,
    messagesPerUser: unlimited,
    suggestionsPerUser: unlimited,
  },
});
const database = await openDatabase({});
const deps = buildDeps(config, database, pino({ level: 'silent' }));
await seedDemoData(deps);
const app = createApp(deps);

const send = (path: string, init: RequestInit & { json?: unknown } = {}) => {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return Promise.resolve(
    app.request(path, {
      ...rest,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );
};

interface Row {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  note?: string;
}
const rows: Row[] = [];
const skipped: string[] = [];

/** Runs `once` WARMUP + n times, every answer must have `status`; records the timed n. */
const measure = async (name: string, n: number, status: number, once: () => Promise<Response>) => {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + n; i++) {
    const start = performance.now();
    const res = await once();
    const elapsed = performance.now() - start;
    if (res.status !== status) {
      throw new Error(`${name}: expected ${status}, got ${res.status} ${await res.text()}`);
    }
    await res.arrayBuffer();
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const row: Row = { name, n, p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
  rows.push(row);
  return row;
};

const credentials = { email: 'bench@labbridge.test', password: 'bench password 123' };
const registered = await send('/api/register', {
  method: 'POST',
  json: { ...credentials, firstName: 'Bench', lastName: 'Mark', userType: 'industry' },
});
if (registered.status !== 201) throw new Error(`register failed: ${await registered.text()}`);
const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

await measure('POST /api/login (argon2id verify)', LOGINS, 200, () =>
  send('/api/login', { method: 'POST', json: credentials }),
);
await measure('GET /api/auth/user (session lookup)', REQUESTS, 200, () =>
  send('/api/auth/user', { headers: { cookie } }),
);

const probe = await send('/api/projects?q=battery', { headers: { cookie } });
if (probe.status === 200) {
  const totalOf = async (res: Response) => ((await res.json()) as { total?: number }).total ?? '?';
  const note = `${await totalOf(probe)} matches`;
  const catalogue = await totalOf(await send('/api/projects', { headers: { cookie } }));
  const list = await measure('GET /api/projects (first page)', REQUESTS, 200, () =>
    send('/api/projects', { headers: { cookie } }),
  );
  list.note = `${catalogue} listed (demo seed)`;
  const search = await measure('GET /api/projects?q=battery', REQUESTS, 200, () =>
    send('/api/projects?q=battery', { headers: { cookie } }),
  );
  search.note = note;
} else {
  skipped.push(`GET /api/projects answered ${probe.status}: project search not measured`);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const table = [
  ['measurement', 'n', 'p50', 'p95', 'max', 'note'],
  ...rows.map((r) => [r.name, String(r.n), ms(r.p50), ms(r.p95), ms(r.max), r.note ?? '']),
];
const widths = table[0]!.map((_, col) => Math.max(...table.map((line) => line[col]!.length)));
const lines = table.map((line) =>
  line
    .map((cell, col) => cell.padEnd(widths[col]!))
    .join('  ')
    .trimEnd(),
);
lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));

const memory = process.memoryUsage();
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
console.info(`LabBridge bench (in-memory PGlite, Node ${process.version})\n`);
console.info(lines.join('\n'));
console.info(`\nprocess RSS ${mib(memory.rss)}, heap used ${mib(memory.heapUsed)}`);
for (const line of skipped) console.info(`skipped: ${line}`);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
