import type { ClientToServerEvents, ServerToClientEvents, UserType } from '@labbridge/shared-types';
import type { Server, Socket } from 'socket.io';

/** Set by the handshake from the session; the only identity a socket handler trusts. */
export interface SocketData {
  userId: string;
  sessionId: string;
  userType: UserType | null;
}

// biome-ignore lint/complexity/noBannedTypes: the server defines no server-to-server events
type NoEvents = {};

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
