// The documents and admin scenarios (issue 14): agreement generation and PDF rendering under
// concurrent users, the admin dashboard's reads, and the admin CSV export of every listing, each
// over real HTTP beside the same work on the baseline server (bench/office-baseline.ts).
import { ndaRequest, newDraft, signIn } from './coediting';
import type { Dataset } from './dataset';
import { type LoadResult, load, rssOf } from './harness';
import type { TargetSpec } from './report';

/**
 * Documents and the admin dashboard are measured at this many concurrent users, a busy tech
 * transfer office, rather than the catalogue's 50 visitors: each request is heavy (a template,
 * sanitising and a transaction; a PDF layout; aggregates over every listing).
 */
export const OFFICE_CONNECTIONS = 10;
/** Sequential CSV downloads per export measurement. */
const EXPORT_DOWNLOADS = 5;

export interface Pair {
  app: LoadResult;
  baseline: LoadResult;
  ratio: number;
}

/** What the office scenarios are given: both servers, the data, and how long to load each. */
type OfficeRun = Pick<SuiteContext, 'appOrigin' | 'baseOrigin' | 'dataset' | 'duration'>;

/** One side's requests: GETs of the paths, or the JSON body POSTed to each. */
interface SideRequests {
  paths: string[];
  json?: unknown;
}

/** The same work loaded on both sides at OFFICE_CONNECTIONS, the app's with the session cookie. */
const pair = async (
  run: OfficeRun,
  cookie: string,
  requests: Record<'app' | 'baseline', SideRequests>,
): Promise<Pair> => {
  const { duration } = run;
  const measure = (side: 'app' | 'baseline', seconds: number) =>
    load({
      ...requests[side],
      origin: side === 'app' ? run.appOrigin : run.baseOrigin,
      connections: OFFICE_CONNECTIONS,
      duration: seconds,
      headers: side === 'app' ? { cookie } : undefined,
    });
  // A one-second warm-up on each side fills caches and JIT, as the other scenarios do.
  await measure('baseline', 1);
  const baseline = await measure('baseline', duration);
  await measure('app', 1);
  const app = await measure('app', duration);
  // Failed answers are fast: a side that failed would make the ratio meaningless.
  if (baseline.errors > 0) throw new Error(`the baseline failed ${baseline.errors} requests`);
  // A side that finished no request in the run took at least the run's length for each.
  for (const side of [app, baseline]) if (side.requests === 0) side.p99 = duration * 1000;
  return { app, baseline, ratio: Math.round((app.rps / Math.max(1, baseline.rps)) * 100) / 100 };
};

const baselineDraft = async (baseOrigin: string, json: unknown) => {
  const res = await fetch(`${baseOrigin}/office/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (res.status !== 201) throw new Error(`baseline draft generation failed: ${await res.text()}`);
  return ((await res.json()) as { documentId: number }).documentId;
};

export interface DocumentsResult {
  connections: number;
  generate: Pair;
  pdf: Pair;
  pdfKb: number;
}

/**
 * Generation: every request drafts a new NDA (POST /api/legal/generate-document) against the
 * baseline's generateDocument() without HTTP, session or validation. PDF: drafts rendered anew on
 * each download (GET /api/legal/documents/:id/pdf) against the baseline's bare render.
 */
export const measureDocuments = async (run: OfficeRun): Promise<DocumentsResult> => {
  const { appOrigin, baseOrigin, dataset } = run;
  const cookie = await signIn(appOrigin, dataset.benchUser);
  const json = ndaRequest({
    researcher: dataset.benchUser.email,
    industry: dataset.industryUser.email,
  });
  const generate = await pair(run, cookie, {
    app: { paths: ['/api/legal/generate-document'], json },
    baseline: { paths: ['/office/generate'], json },
  });

  // A few drafts to download on each side: the same request, generated where it is read (with
  // PGlite the baseline reads its own copy of the database, which has not the app's new drafts).
  const ids: number[] = [];
  const baseIds: number[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push(await newDraft(appOrigin, cookie, dataset));
    baseIds.push(await baselineDraft(baseOrigin, json));
  }
  const sample = await fetch(`${appOrigin}/api/legal/documents/${ids[0]}/pdf`, {
    headers: { cookie },
  });
  const pdf = new Uint8Array(await sample.arrayBuffer());
  if (sample.status !== 200 || new TextDecoder().decode(pdf.slice(0, 5)) !== '%PDF-') {
    throw new Error(`the PDF download is not a PDF (status ${sample.status})`);
  }
  const pdfPair = await pair(run, cookie, {
    app: { paths: ids.map((id) => `/api/legal/documents/${id}/pdf`) },
    baseline: { paths: baseIds.map((id) => `/office/pdf/${id}`) },
  });
  return {
    connections: OFFICE_CONNECTIONS,
    generate,
    pdf: pdfPair,
    pdfKb: Math.round((pdf.byteLength / 1024) * 10) / 10,
  };
};

/** What the admin's Overview tab asks for when it opens (frontend/src/features/admin). */
const DASHBOARD = [
  'institution-stats',
  'pending-approvals',
  'stalled-deals',
  'audit-log',
  'performance-metrics',
];

export interface AdminResult {
  connections: number;
  dashboard: Pair;
  export: {
    rows: number;
    mb: number;
    /** Per download: time to the first byte and to the last (ms). */
    firstByteP50: number;
    totalP50: number;
    totalMax: number;
    /** The server's resident memory above its level before the downloads, at its highest. */
    rssGrowthMb: number;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * The dashboard's reads at OFFICE_CONNECTIONS against the same queries on the baseline; then the CSV
 * of every listing downloaded EXPORT_DOWNLOADS times, one after another, its rows counted and the
 * server's memory sampled every 10 ms.
 */
export const measureAdmin = async (
  run: OfficeRun & Pick<SuiteContext, 'appPid' | 'listings'>,
): Promise<AdminResult> => {
  const { appOrigin, dataset } = run;
  const cookie = await signIn(appOrigin, dataset.adminUser);
  const dashboard = await pair(run, cookie, {
    app: { paths: DASHBOARD.map((name) => `/api/admin/${name}`) },
    baseline: { paths: DASHBOARD.map((name) => `/office/${name}`) },
  });

  const before = rssOf(run.appPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(run.appPid));
  }, 10);
  const firstBytes: number[] = [];
  const totals: number[] = [];
  let rows = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < EXPORT_DOWNLOADS; i++) {
      const started = performance.now();
      const res = await fetch(`${appOrigin}/api/admin/projects?format=csv`, {
        headers: { cookie, 'accept-encoding': 'identity' },
      });
      if (res.status !== 200 || !res.body) throw new Error(`CSV export answered ${res.status}`);
      let first = 0;
      let lines = 0;
      bytes = 0;
      for await (const chunk of res.body) {
        first ||= performance.now() - started;
        bytes += chunk.byteLength;
        // Quoted fields never hold CR LF here (titles are one line), so CR LF counts rows.
        for (let j = 1; j < chunk.length; j++) if (chunk[j] === 10 && chunk[j - 1] === 13) lines++;
      }
      totals.push(performance.now() - started);
      firstBytes.push(first);
      rows = lines - 1;
    }
  } finally {
    clearInterval(sampler);
  }
  if (rows !== run.listings) {
    throw new Error(`the CSV export has ${rows} rows for ${run.listings} listings`);
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    connections: OFFICE_CONNECTIONS,
    dashboard,
    export: {
      rows,
      mb: round(bytes / 1024 / 1024),
      firstByteP50: round(percentile(firstBytes, 50)),
      totalP50: round(percentile(totals, 50)),
      totalMax: round(Math.max(...totals)),
      rssGrowthMb: round((peak - before) / 1024 / 1024),
    },
  };
};

/** What run.ts hands each suite. */
export interface SuiteContext {
  appOrigin: string;
  baseOrigin: string;
  dataset: Dataset;
  duration: number;
  appPid: number;
  listings: number;
  distDir: string;
}

export interface Suite {
  name: string;
  run(ctx: SuiteContext): Promise<{ figures: unknown; targets: TargetSpec[] }>;
}

// Thresholds (README, "Benchmark"): the issue names none for these, so they are set from what a
// user waits for and from the same-run baselines.
export const documentSuites: Suite[] = [
  {
    name: 'documents',
    run: async (ctx) => {
      const figures = await measureDocuments(ctx);
      const at = `at ${figures.connections} users`;
      return {
        figures,
        targets: [
          [`generate an agreement: p99 ${at} (ms)`, figures.generate.app.p99, 500, 'max'],
          ['generate an agreement: app/baseline req/s', figures.generate.ratio, 0.8, 'min'],
          [`render a draft PDF: p99 ${at} (ms)`, figures.pdf.app.p99, 1000, 'max'],
          ['render a draft PDF: app/baseline req/s', figures.pdf.ratio, 0.8, 'min'],
        ],
      };
    },
  },
  {
    name: 'admin',
    run: async (ctx) => {
      const figures = await measureAdmin(ctx);
      const rows = `${figures.export.rows} rows`;
      return {
        figures,
        targets: [
          [
            `admin dashboard: p99 at ${figures.connections} users (ms)`,
            figures.dashboard.app.p99,
            200,
            'max',
          ],
          ['admin dashboard: app/baseline req/s', figures.dashboard.ratio, 0.5, 'min'],
          [
            `admin CSV export, ${rows}: slowest download (ms)`,
            figures.export.totalMax,
            2000,
            'max',
          ],
          [`admin CSV export, ${rows}: first byte (ms)`, figures.export.firstByteP50, 300, 'max'],
          [
            `admin CSV export, ${rows}: server memory growth, peak (MB)`,
            figures.export.rssGrowthMb,
            100,
            'max',
          ],
        ],
      };
    },
  },
];
