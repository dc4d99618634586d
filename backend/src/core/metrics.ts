/** Latencies kept per route group: enough for stable percentiles, bounded memory. */
const WINDOW = 2_000;

interface GroupStats {
  requests: number;
  errors: number;
  /** The latest WINDOW latencies in ms, as a ring. */
  latencies: number[];
  next: number;
}

const percentile = (sorted: number[], p: number) => {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
};

/**
 * Request counts and latencies per route group (the first segment after /api), measured in this
 * process since it started, for the admin's performance view. Sockets are counted by whoever owns
 * the Socket.IO server (it registers `socketCount`).
 */
export class RequestMetrics {
  readonly startedAt = new Date();
  private readonly groups = new Map<string, GroupStats>();
  socketCount: () => number = () => 0;

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
  }

  /** '/api/projects/12' → 'projects'; anything outside /api is not API traffic. */
  static groupOf(path: string) {
    const match = /^\/api\/([^/?]+)/.exec(path);
    return match ? match[1]! : null;
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
}
