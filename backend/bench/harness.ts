import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Resident memory of a process in bytes, from /proc (0 when it is gone). */
export const rssOf = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
};

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn until `readyUrl` answered 200. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns a process and waits until `readyUrl` answers 200 (polling every 10 ms, 60 s at most). */
export const startProcess = async (options: {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  readyUrl: string;
  ipc?: boolean;
  log: NodeJS.WritableStream;
}): Promise<Started> => {
  const started = performance.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  child.stdout?.pipe(options.log, { end: false });
  child.stderr?.pipe(options.log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = started + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.args.join(' ')} exited before ready`);
    if (performance.now() > deadline) throw new Error(`${options.readyUrl} never became ready`);
    const ok = await fetch(options.readyUrl).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Asks the probe preloaded into a server (bench/probe.mjs) for a reset or a report. */
export const askProbe = <T>(child: ChildProcess, message: 'probe:reset' | 'probe:report') =>
  new Promise<T>((resolve) => {
    const onMessage = (reply: { type: string }) => {
      if (reply.type !== message) return;
      child.off('message', onMessage);
      resolve(reply as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
}

/** Drives `paths` (cycled per connection) for `duration` seconds from this process. */
export const load = async (options: {
  origin: string;
  paths: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** A JSON body POSTed to every path instead of GETs. */
  json?: unknown;
  /**
   * GET the paths as one cycle shared by all connections rather than one cycle each (each
   * connection's own cycle starts at the first path), so concurrent connections ask for different
   * paths; a later load given the same cursor carries on where this one stopped.
   */
  sharedCycle?: { next: number };
}): Promise<LoadResult> => {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const cycle = options.sharedCycle;
  const requests = cycle
    ? [
        {
          method: 'GET' as const,
          setupRequest: <R extends { path?: string }>(request: R): R => {
            const path = options.paths[cycle.next % options.paths.length];
            cycle.next += 1;
            return { ...request, path };
          },
        },
      ]
    : options.paths.map((path) =>
        body ? { method: 'POST' as const, path, body } : { method: 'GET' as const, path },
      );
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.duration,
    headers: body ? { ...options.headers, 'content-type': 'application/json' } : options.headers,
    requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};
