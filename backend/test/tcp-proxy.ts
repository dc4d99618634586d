import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export interface TcpProxy {
  /** host:port to give a client instead of the target's. */
  port: number;
  /** The target goes away: open connections are destroyed and new ones are refused at once. */
  cut(): void;
  /** The target is back. */
  restore(): void;
  close(): Promise<void>;
}

type Target = { host: string; port: number };

/**
 * A TCP relay to `target` (e.g. PostgreSQL or Redis) that a test can cut and restore, so a backend
 * process sees its database or Redis become unreachable and come back, without stopping the
 * server everyone else shares. Given several targets it is a failover balancer: each connection
 * goes to the target that accepted the last one, or failing that to the next that accepts (a
 * process that stopped listening is skipped, and one started again stays a standby).
 */
export const startTcpProxy = async (target: Target | Target[]): Promise<TcpProxy> => {
  const targets = Array.isArray(target) ? target : [target];
  let up = true;
  let current = 0;
  const open = new Set<Socket>();

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
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
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
    relay(client, 0);
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
