import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@labbridge/shared-types';
import pino from 'pino';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import { createApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { buildDeps } from '../src/deps';
import { attachRealtime, type Realtime } from '../src/realtime/server';

/** What attachRealtime takes besides the server: co-editing's timings, for a test to control. */
type RealtimeOptions = Parameters<typeof attachRealtime>[2];

import { checkContract } from './contracts';
import { openTestDatabase } from './database';
import { appConfig, requestInit, type TestContext } from './helpers';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type People = readonly { cookie: string }[];
/** One socket for each person of a list, in its order. */
type SocketsOf<T extends People> = { -readonly [K in keyof T]: ClientSocket };

/** Talks to a server at `url` over HTTP and Socket.IO, as a browser would. */
export interface ServerClient {
  url: string;
  request: TestContext['request'];
  /**
   * Opens a socket with the session cookie; rejects with the handshake error when refused.
   * `listen` attaches listeners before connecting, for events sent the moment it connects.
   */
  connect(cookie?: string, listen?: (socket: ClientSocket) => void): Promise<ClientSocket>;
  /** A socket for each of `people`, opened at once, in their order. */
  connectEach<const T extends People>(people: T): Promise<SocketsOf<T>>;
  /** Closes every socket `connect` opened. */
  closeSockets(): void;
}

export const serverClient = (url: string): ServerClient => {
  const sockets = new Set<ClientSocket>();

  const request: TestContext['request'] = async (path, init = {}) => {
    const built = requestInit(init);
    const res = await fetch(`${url}${path}`, built);
    await checkContract(built.method ?? 'GET', path, res);
    return res;
  };

  const connect = (cookie?: string, listen?: (socket: ClientSocket) => void) =>
    new Promise<ClientSocket>((resolve, reject) => {
      const socket: ClientSocket = connectClient(url, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        extraHeaders: cookie ? { cookie } : {},
        reconnection: false,
        forceNew: true,
        autoConnect: false,
      });
      sockets.add(socket);
      listen?.(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
      socket.connect();
    });

  const connectEach = <const T extends People>(people: T) =>
    Promise.all(people.map((p) => connect(p.cookie))) as Promise<SocketsOf<T>>;

  const closeSockets = () => {
    for (const socket of sockets) socket.close();
  };

  return { url, request, connect, connectEach, closeSockets };
};

/** A socket as the browser opens one: it reconnects by itself after a drop (quickly, for tests). */
export const reconnectingSocket = (url: string, cookie: string): ClientSocket =>
  connectClient(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnectionDelay: 100,
    reconnectionDelayMax: 1_000,
    forceNew: true,
  });

export interface LiveServer extends TestContext, Omit<ServerClient, 'closeSockets'> {
  realtime: Realtime;
  close(): Promise<void>;
}

/**
 * The app (see appConfig) and its socket server on a real HTTP server on a free port, as main.ts
 * runs them. `request` goes over HTTP too, as a browser's would.
 */
export const startLiveServer = async (
  database: Database,
  overrides: Partial<Config> = {},
  options: RealtimeOptions = {},
): Promise<LiveServer> => {
  const deps = buildDeps(appConfig(overrides), database, pino({ level: 'silent' }));
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const realtime = await attachRealtime(server, deps, options);
  const client = serverClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  const close = async () => {
    client.closeSockets();
    await realtime.closeSockets();
    await realtime.close();
  };

  return {
    deps,
    app,
    request: client.request,
    url: client.url,
    connect: client.connect,
    connectEach: client.connectEach,
    realtime,
    close,
  };
};

/**
 * A live server (see startLiveServer) on a private database (see openTestDatabase), both closed
 * after the file's tests, as createTestContext does for app.request().
 */
export const createLiveTestServer = async (
  overrides: Partial<Config> = {},
  options: RealtimeOptions = {},
) => {
  const server = await startLiveServer(await openTestDatabase(), overrides, options);
  afterAll(() => server.close());
  return server;
};

/** Resolves with the next `event` on the socket, or rejects after `ms`. */
export const nextEvent = <E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 3_000,
) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });

/** Every `event` the socket receives from now on. */
export const collect = <E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) => {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
    seen.push(payload)) as never);
  return seen;
};

/** Waits until `check` passes (for what must arrive) or the time is up. */
export const eventually = async (check: () => void, ms = 3_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
};

const SENTINEL = 'test:sentinel';

/**
 * For events that must NOT arrive: emits a sentinel to this one socket from the server and waits
 * for it. Emits to a socket arrive in order, so anything the server sent it earlier (a message to
 * the wrong user, a second delivery) has arrived by the time this resolves, without guessing how
 * long to wait. Rejects if the sentinel does not come (the socket was disconnected).
 */
export const flush = async (server: Pick<LiveServer, 'realtime'>, socket: ClientSocket) => {
  const token = randomUUID();
  const raw = socket as unknown as Socket;
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      raw.off(SENTINEL, listener);
      reject(new Error('the sentinel did not arrive'));
    }, 3_000);
    const listener = (got: string) => {
      if (got !== token) return;
      clearTimeout(timer);
      raw.off(SENTINEL, listener);
      resolve();
    };
    raw.on(SENTINEL, listener);
  });
  // The sentinel is not in the typed event map, on purpose: no product code can send it.
  const room = server.realtime.io.to(socket.id!) as unknown as {
    emit(event: string, payload: string): void;
  };
  room.emit(SENTINEL, token);
  await arrived;
};
