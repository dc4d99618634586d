import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { Transform } from 'node:stream';

export interface TcpProxy {
  /** host:port to give a client instead of the target's. */
  port: number;
  /** The target goes away: open connections are destroyed and new ones are refused at once. */
  cut(): void;
  /** The target is back. */
  restore(): void;
  /**
   * The target stops answering without going away, as behind a network partition or on a frozen
   * host: nothing is forwarded either way, yet no connection is closed, and new ones are accepted
   * and held. A side closing its connection meanwhile is seen by the other at `resume`.
   */
  stall(): void;
  /**
   * Forwards until a client sends `text` (e.g. a statement inside a transaction), then stalls
   * before that reaches the target; resolves then. Looked for in each chunk read: keep it short.
   */
  stallAt(text: string): Promise<void>;
  /** Forwarding goes on where it stopped. */
  resume(): void;
  close(): Promise<void>;
}

type Target = { host: string; port: number };

/**
 * A TCP relay to `target` (e.g. PostgreSQL or Redis) that a test can cut and restore, or stall
 * and resume, so a backend process sees its database or Redis become unreachable (refusing, or
 * silent) and come back, without stopping the server everyone else shares. Given several targets
 * it is a failover balancer: each connection goes to the target that accepted the last one, or
 * failing that to the next that accepts (a process that stopped listening is skipped, and one
 * started again stays a standby).
 */
export const startTcpProxy = async (target: Target | Target[]): Promise<TcpProxy> => {
  const targets = Array.isArray(target) ? target : [target];
  let up = true;
  let stalled = false;
  let current = 0;
  const open = new Set<Socket>();
  let trigger: { text: Buffer; reached: () => void } | undefined;
  /** What a stall keeps from happening until `resume`: chunks, closes, new connections. */
  let held: (() => void)[] = [];
  const unlessStalled = (action: () => void) => () => {
    if (stalled) held.push(action);
    else action();
  };
  // A chunk held keeps its gate from taking the next: the sender meets backpressure, as on a
  // network that stopped delivering.
  const gate = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (trigger && chunk.includes(trigger.text)) {
          stalled = true;
          trigger.reached();
          trigger = undefined;
        }
        unlessStalled(() => done(null, chunk))();
      },
    });

  const relay = (client: Socket, attempt: number) => {
    const index = (current + attempt) % targets.length;
    const { host, port } = targets[index]!;
    const upstream = tcpConnect(port, host);
    const refused = () => {
      upstream.destroy();
      if (attempt + 1 < targets.length && !client.destroyed) relay(client, attempt + 1);
      else client.destroy();
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      current = index;
      if (client.destroyed) {
        upstream.destroy();
        return;
      }
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      upstream.on(
        'error',
        unlessStalled(() => client.destroy()),
      );
      client.on(
        'close',
        unlessStalled(() => upstream.destroy()),
      );
      upstream.on(
        'close',
        unlessStalled(() => client.destroy()),
      );
      client.pipe(gate()).pipe(upstream);
      upstream.pipe(gate()).pipe(client);
      client.resume();
    });
  };

  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    // Held until an upstream accepts, so nothing the client sends first is lost.
    client.pause();
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    unlessStalled(() => {
      if (!client.destroyed) relay(client, 0);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    cut: () => {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      up = true;
    },
    stall: () => {
      stalled = true;
    },
    stallAt: (text) =>
      new Promise<void>((reached) => {
        trigger = { text: Buffer.from(text), reached };
      }),
    resume: () => {
      stalled = false;
      trigger = undefined;
      const actions = held;
      held = [];
      for (const action of actions) action();
    },
    close: async () => {
      up = false;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** `url` with its host and port replaced by the proxy's. */
export const throughProxy = (url: string, proxy: TcpProxy) => {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
};
