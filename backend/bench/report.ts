import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadResult } from './harness';

export interface Target {
  name: string;
  measured: number;
  threshold: number;
  met: boolean;
}

/** A target as a scenario module reports it: what, the figure, the limit, and which side passes. */
export type TargetSpec = [name: string, measured: number, threshold: number, kind: 'max' | 'min'];

export interface Report {
  machine: ReturnType<typeof machine> & { loadAfter?: number[] };
  date: string;
  driver: 'pglite' | 'postgres';
  settings: { connections: number; duration: number; size: string };
  scenarios: { name: string; app: LoadResult; baseline: LoadResult; ratio: number }[];
  figures: Record<string, unknown>;
  targets: Target[];
}

/** What ran the benchmark; the load average says whether others were using the machine. */
export const machine = () => ({
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  loadBefore: os.loadavg().map((n) => Math.round(n * 100) / 100),
  note: 'shared 2-core development machine; compare figures only with their same-run baseline',
});

/** The JavaScript index.html loads at once (entry script and modulepreloads), gzip-compressed. */
export const landingScriptBytes = (distDir: string) => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const body = readFileSync(path.join(distDir, file));
    raw += body.byteLength;
    gzip += gzipSync(body, { level: 9 }).byteLength;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { files: [...new Set(files)], rawKb: kb(raw), gzipKb: kb(gzip) };
};

const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
};

/** Writes latest.json and latest-<driver>.json, and prints the scenario and target tables. */
export const writeReport = (dir: string, report: Report) => {
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(dir, 'latest.json'), json);
  writeFileSync(path.join(dir, `latest-${report.driver}.json`), json);
  const { settings } = report;
  console.info(
    `\nLabBridge bench, ${report.driver}, ${settings.connections} connections x ${settings.duration} s, ${report.machine.cpu} (${report.machine.cores} cores), load ${report.machine.loadBefore.join(' ')}\n`,
  );
  const scenarioRows = report.scenarios.map((s) => [
    s.name,
    String(s.app.rps),
    `${s.app.p50} / ${s.app.p99}`,
    String(s.baseline.rps),
    `${s.baseline.p50} / ${s.baseline.p99}`,
    s.ratio.toFixed(2),
  ]);
  const header = ['scenario', 'app req/s', 'app p50/p99 ms', 'baseline req/s', 'base p50/p99', 'x'];
  console.info(table([header, ...scenarioRows]).join('\n'));
  console.info('');
  const targetRows = report.targets.map((t) => [
    t.name,
    String(t.measured),
    String(t.threshold),
    t.met ? 'met' : 'MISSED',
  ]);
  console.info(table([['target', 'measured', 'threshold', ''], ...targetRows]).join('\n'));
  console.info(`\nwritten to ${path.join(dir, 'latest.json')}`);
};
