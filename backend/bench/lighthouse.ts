// Page performance (issue 14): Lighthouse's desktop performance score in Debian's Chromium for the
// landing page, the catalogue and a project page, served by the bench's app process; and a check
// of the build that the co-editor, the charts and the admin dashboard are chunks of their own that
// the first page load does not fetch.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import type { Suite } from './documents';
import { landingScriptBytes, type TargetSpec } from './report';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** Lighthouse's own advice for a stable score: the median of several runs. */
export const RUNS_PER_PAGE = 3;

export interface LighthouseRun {
  score: number;
  /**
   * The page's main-thread tasks by CPU time rather than wall time, from the run's trace: their
   * sum, and their time beyond 50 ms each (Total Blocking Time's rule without the wait for a core).
   * A figure that a loaded machine does not inflate, unlike the score's TBT.
   */
  mainThreadCpu: number;
  blockingCpu: number;
  /** Milliseconds, except CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

export interface PageScore extends LighthouseRun {
  name: string;
  path: string;
  runs: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Main-thread task CPU of the page's renderer (the renderer main thread that worked most). */
const mainThreadCpu = (events: TraceEvent[]) => {
  const renderers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !renderers.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), (e.tdur ?? e.dur ?? 0) / 1000]);
  }
  const sum = (xs: number[]) => xs.reduce((total, x) => total + x, 0);
  const tasks = [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  return {
    mainThreadCpu: Math.round(sum(tasks)),
    blockingCpu: Math.round(sum(tasks.map((ms) => Math.max(0, ms - 50)))),
  };
};

const median = <T>(items: T[], key: (item: T) => number) =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;

/** Attempts per run: Lighthouse's trace recording now and then fails (NO_NAVSTART) on a busy machine. */
const ATTEMPTS = 3;

const audit = async (port: number, url: string) => {
  let reason = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (result?.lhr && !result.lhr.runtimeError) return result;
    reason = result?.lhr?.runtimeError?.message ?? 'no report';
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${reason}`);
};

/**
 * Each page `runs` times in one browser (a fresh tab and an empty cache per run, Lighthouse's
 * default), desktop preset with simulated throttling; the run with the median score is reported.
 */
export const measurePages = async (
  origin: string,
  pages: { name: string; path: string }[],
  runs = RUNS_PER_PAGE,
): Promise<PageScore[]> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await audit(chrome.port, `${origin}${page.path}`);
        const lhr = result.lhr;
        const metric = (id: string) =>
          Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
        const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          ...mainThreadCpu(trace?.traceEvents ?? []),
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          cls: metric('cumulative-layout-shift'),
          speedIndex: Math.round(metric('speed-index')),
        });
      }
      const middle = median(results, (r) => r.score);
      scores.push({ ...page, ...middle, runs: results.map((r) => r.score) });
    }
    return scores;
  } finally {
    chrome.kill();
  }
};

/** Source paths that make up a lazily loaded feature (as they appear in the build's source maps). */
export const LAZY_FEATURES: Record<string, RegExp> = {
  'co-editor': /node_modules\/(yjs|@tiptap|prosemirror-[a-z]+|y-prosemirror)\//,
  charts: /node_modules\/recharts\//,
  admin: /src\/features\/admin\//,
};

/**
 * Which lazy features the first page load's JavaScript (index.html's entry and modulepreloads)
 * contains, and which other chunks carry them, read from the build's hidden source maps.
 */
export const lazyChunks = (distDir: string) => {
  // Vite writes no map for a chunk of re-exports only: it has no sources of its own.
  const sourcesOf = (file: string) => {
    const map = path.join(distDir, `${file}.map`);
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  };
  const initial = landingScriptBytes(distDir).files;
  const initialSources = initial.flatMap(sourcesOf);
  const chunks = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
    .filter((f) => !initial.includes(f));
  return Object.entries(LAZY_FEATURES).map(([feature, pattern]) => ({
    feature,
    inInitialJs: initialSources.some((s) => pattern.test(s)),
    chunks: chunks.filter((f) => sourcesOf(f).some((s) => pattern.test(s))).length,
  }));
};

/** Lighthouse's own line for a good performance score. */
const MIN_SCORE = 95;

export const lighthouseSuite: Suite = {
  name: 'lighthouse',
  run: async ({ appOrigin, dataset, distDir }) => {
    const chunks = lazyChunks(distDir);
    const pages = await measurePages(appOrigin, [
      { name: 'landing', path: '/' },
      { name: 'catalogue', path: '/projects' },
      { name: 'project', path: `/projects/${dataset.visibleListingIds[0]}` },
    ]);
    return {
      figures: { runsPerPage: RUNS_PER_PAGE, pages, chunks },
      targets: [
        ...pages.map(
          (p) =>
            [
              `Lighthouse desktop performance, ${p.name} page (median)`,
              p.score,
              MIN_SCORE,
              'min',
            ] satisfies TargetSpec,
        ),
        ...chunks.map(
          (c) =>
            [
              `${c.feature} in the first page load's JS (files)`,
              c.inInitialJs ? 1 : 0,
              0,
              'max',
            ] satisfies TargetSpec,
        ),
        ...chunks.map(
          (c) => [`${c.feature}: chunks of its own`, c.chunks, 1, 'min'] satisfies TargetSpec,
        ),
      ],
    };
  },
};
