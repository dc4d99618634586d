import { allEndpoints } from '@labbridge/shared-types';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The first path segments of the API's routes: the groups requests are counted in. */
const API_GROUPS = new Set(
  allEndpoints().flatMap(({ endpoint }) => /^\/api\/([^/]+)/.exec(endpoint.path)?.[1] ?? []),
);

/** Latencies kept per route group: enough for stable percentiles, bounded memory. */
const WINDOW = 2_000;

interface GroupStats {
  requests: number;
  errors: number;
  /** The latest WINDOW latencies in ms, as a ring. */
  latencies: number[];
  next: number;
}

/** Connections of a PostgreSQL pool; none for PGlite, which has one connection in its worker. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const percentile = (sorted: number[], p: number) => {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
};

/**
 * Request counts and latencies per route group (the first segment after /api), measured in this
 * process since it started: the one collector behind both the admin's performance view
 * (`snapshot`) and the Prometheus scrape at /metrics (`registry`). Sockets are counted by whoever
 * owns the Socket.IO server (it registers `socketCount`), the database pool by the database.
 */
export class RequestMetrics {
  readonly startedAt = new Date();
  readonly registry = new Registry();
  private readonly groups = new Map<string, GroupStats>();
  socketCount: () => number = () => 0;
  poolStats: () => PoolStats | null = () => null;
  private readonly duration = new Histogram({
    name: 'labbridge_http_request_duration_seconds',
    help: 'API request latency by route group (first path segment after /api) and status class',
    labelNames: ['group', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /**
   * `prometheus` also samples the process (event-loop delay, memory, CPU, handles): only when
   * /metrics can be scraped, so a server that does not expose it pays nothing for it.
   */
  constructor({ prometheus = false }: { prometheus?: boolean } = {}) {
    const metrics = this;
    new Gauge({
      name: 'labbridge_socketio_connected_sockets',
      help: 'Socket.IO connections open on this process',
      registers: [this.registry],
      collect() {
        this.set(metrics.socketCount());
      },
    });
    new Gauge({
      name: 'labbridge_db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent with the embedded PGlite)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = metrics.poolStats();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    if (prometheus) collectDefaultMetrics({ register: this.registry });
  }

  record(path: string, status: number, ms: number) {
    const group = RequestMetrics.groupOf(path);
    if (!group) return;
    let stats = this.groups.get(group);
    if (!stats) {
      stats = { requests: 0, errors: 0, latencies: [], next: 0 };
      this.groups.set(group, stats);
    }
    stats.requests += 1;
    if (status >= 500) stats.errors += 1;
    stats.latencies[stats.next] = ms;
    stats.next = (stats.next + 1) % WINDOW;
    this.duration.observe({ group, status: `${Math.floor(status / 100)}xx` }, ms / 1000);
  }

  /**
   * '/api/projects/12' → 'projects'; anything outside /api is not API traffic. A first segment no
   * route has is 'other', so made-up paths cannot grow the groups (or Prometheus' series) without end.
   */
  static groupOf(path: string) {
    const match = /^\/api\/([^/?]+)/.exec(path);
    if (!match) return null;
    return API_GROUPS.has(match[1]!) ? match[1]! : 'other';
  }

  snapshot() {
    const routes = [...this.groups.entries()]
      .map(([group, s]) => {
        const sorted = [...s.latencies].sort((a, b) => a - b);
        return {
          group,
          requests: s.requests,
          errors: s.errors,
          p50Ms: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
          p99Ms: percentile(sorted, 99),
        };
      })
      .sort((a, b) => b.requests - a.requests);
    return {
      routes,
      totalRequests: routes.reduce((sum, r) => sum + r.requests, 0),
      connectedSockets: this.socketCount(),
    };
  }

  /** The Prometheus text exposition of every metric above. */
  prometheus() {
    return this.registry.metrics();
  }
}
