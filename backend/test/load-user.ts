import http from 'node:http';
import { REALTIME_PATH } from '@labbridge/shared-types';
import { io as connectClient } from 'socket.io-client';
import { checkContract } from './contracts';
import { requestInit } from './helpers';
import type { ClientSocket, ServerClient } from './realtime';

export type Transport = 'websocket' | 'polling';

/** The headers of a Node response as a fetch Headers (Set-Cookie kept as separate values). */
const toHeaders = (raw: http.IncomingHttpHeaders) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, v);
    }
  }
  return headers;
};

/**
 * A simulated user at a client address of its own on the loopback (127.0.N.1): its HTTP requests
 * and its socket leave from that address, so nginx's ip_hash spreads users over the replicas as it
 * spreads people on different networks (from 127.0.0.1 alone, every user would reach one replica).
 * Requests keep their connections alive, as a browser's do, and are checked against the contract.
 */
export const clientAt = (url: string, localAddress: string) => {
  const agent = new http.Agent({ keepAlive: true, localAddress, maxSockets: 4 });

  const send = (path: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(
        `${url}${path}`,
        {
          agent,
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: toHeaders(res.headers) }));
          });
        },
      );
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });

  const request: ServerClient['request'] = async (path, init = {}) => {
    const built = requestInit(init);
    const res = await send(path, built);
    await checkContract(built.method ?? 'GET', path, res);
    return res;
  };

  // Node-only engine.io options its types leave out: the WebSocket transport binds `localAddress`,
  // long-polling's requests go through `agent`.
  const fromAddress: object = {
    localAddress,
    agent: new http.Agent({ keepAlive: true, localAddress }),
  };

  /** A socket from this address, over WebSocket or long-polling only. */
  const connect = (cookie: string, transport: Transport) =>
    new Promise<ClientSocket>((resolve, reject) => {
      const socket: ClientSocket = connectClient(url, {
        path: REALTIME_PATH,
        transports: [transport],
        extraHeaders: { cookie },
        ...fromAddress,
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
    });

  return { url, request, connect, close: () => agent.destroy() };
};

export type AddressedClient = ReturnType<typeof clientAt>;
