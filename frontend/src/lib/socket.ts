/**
 * The one Socket.IO connection of a signed-in session (same origin, /socket.io, the session
 * cookie). It is opened after sign-in, closed on logout or when the session changes hands, and
 * reports its status so polling can stand in for it while it is down.
 */
import {
  type ClientToServerEvents,
  type ErrorBody,
  errorBodySchema,
  NOTIFICATION_POLL_MS,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket, type SocketReservedEvents } from 'socket.io-client';
import { create } from 'zustand';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * connecting: first attempt under way; connected: live; reconnecting: dropped, Socket.IO is
 * retrying on its own; offline: closed and not retrying (refused, or closed by the server).
 */
export type SocketStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

interface SocketState {
  status: SocketStatus;
  /** Why the last handshake was refused, as the API's error body, when the server said so. */
  refusal: ErrorBody | null;
}

export const useSocketStore = create<SocketState>(() => ({ status: 'offline', refusal: null }));

export const useSocketStatus = () => useSocketStore((s) => s.status);
export const useSocketConnected = () => useSocketStore((s) => s.status === 'connected');

/** Polling interval for live counts: none while the socket pushes changes, 30 s (spec §9) while it is down. */
export function usePollWhileOffline(): number | false {
  return useSocketConnected() ? false : NOTIFICATION_POLL_MS;
}

/** What every feature's binder gets: who is signed in and the cache its views read. */
export interface LiveContext {
  me: string;
  queryClient: QueryClient;
}

/**
 * A feature's socket events (`features/<feature>/live.ts`): subscribes to the session's socket
 * and returns what unsubscribes again. app/realtime.ts runs every binder on each new socket.
 */
export type LiveBinder = (socket: AppSocket, ctx: LiveContext) => () => void;

type ListenEvents = ServerToClientEvents & SocketReservedEvents;

/** Handlers by the event they answer. */
export type SocketListeners = { [E in keyof ListenEvents]?: ListenEvents[E] };

/** Subscribes each of `listeners` to its event; returns what unsubscribes them all again. */
export function listen(socket: AppSocket, listeners: SocketListeners): () => void {
  // The map pairs each handler with its event's type; Object.entries loses that pairing, so the
  // loop talks to the socket untyped.
  const untyped = socket as unknown as Socket;
  const pairs = Object.entries(listeners) as [string, (...args: unknown[]) => void][];
  for (const [event, handler] of pairs) untyped.on(event, handler);
  return () => {
    for (const [event, handler] of pairs) untyped.off(event, handler);
  };
}

/**
 * Runs `catchUp` whenever the socket may have missed events: after a reconnect (Socket.IO replays
 * nothing), or on every connect with `everyConnect` (views the first connect loads too), and when
 * the server says its link to the other servers was down meanwhile (`realtime:resync`: the socket
 * stayed up, but events from the other servers did not reach it). Returns the unsubscribe.
 */
export function onEventsMissed(
  socket: AppSocket,
  catchUp: () => void,
  { everyConnect = false }: { everyConnect?: boolean } = {},
): () => void {
  if (everyConnect) socket.on('connect', catchUp);
  else socket.io.on('reconnect', catchUp);
  socket.on('realtime:resync', catchUp);
  return () => {
    if (everyConnect) socket.off('connect', catchUp);
    else socket.io.off('reconnect', catchUp);
    socket.off('realtime:resync', catchUp);
  };
}

/** Wires a feature's listeners to a fresh socket; returns what removes them again. */
export type SocketSetup = (socket: AppSocket) => () => void;

interface Session {
  userId: string;
  socket: AppSocket;
  teardown: () => void;
}

let session: Session | null = null;

const setStatus = (status: SocketStatus, refusal: ErrorBody | null = null) =>
  useSocketStore.setState({ status, refusal });

const refusalOf = (err: unknown): ErrorBody | null => {
  const data = (err as { data?: unknown } | null)?.data;
  const parsed = errorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/**
 * The session's socket, created on the first call for this user. A call for another user
 * closes the old socket first, so two sessions never share one connection.
 */
export function openSocket(userId: string, setup: SocketSetup): AppSocket {
  if (session?.userId === userId) return session.socket;
  closeSocket();

  const socket: AppSocket = io({
    path: REALTIME_PATH,
    withCredentials: true,
    autoConnect: false,
  });
  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', () => setStatus(socket.active ? 'reconnecting' : 'offline'));
  // `active` is false when the server refused the handshake: Socket.IO will not retry then.
  socket.on('connect_error', (err) =>
    setStatus(socket.active ? 'reconnecting' : 'offline', refusalOf(err)),
  );
  const unbind = setup(socket);
  session = {
    userId,
    socket,
    teardown: () => {
      unbind();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
  setStatus('connecting');
  socket.connect();
  return socket;
}

/** Closes the session's socket (logout, session ended); harmless when there is none. */
export function closeSocket(): void {
  const current = session;
  session = null;
  current?.teardown();
  setStatus('offline');
}

export const getSocket = (): AppSocket | null => session?.socket ?? null;
export const socketUserId = (): string | null => session?.userId ?? null;
