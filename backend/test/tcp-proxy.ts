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

/**
 * A TCP relay to `target` (e.g. PostgreSQL or Redis) that a test can cut and restore, so a backend
 * process sees its database or Redis become unreachable and come back, without stopping the
 * server everyone else shares.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let up = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
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
