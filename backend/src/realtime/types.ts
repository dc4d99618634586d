import type {
  ClientToServerEvents,
  DocumentStatus,
  ServerToClientEvents,
  UserType,
} from '@labbridge/shared-types';
import type { Server, Socket } from 'socket.io';

/** Set by the handshake from the session; the only identity a socket handler trusts. */
export interface SocketData {
  userId: string;
  sessionId: string;
  userType: UserType | null;
}

/**
 * Between backend processes (io.serverSideEmit, through the Redis adapter): co-editing keeps each
 * process's copy of an open document current. Clients never see these. The adapter sends them as
 * JSON, so binary travels as base64.
 */
export interface ServerSideEvents {
  /** A Yjs update (base64) another process has stored and relayed to its clients. */
  'doc:update': (documentId: number, base64: string) => void;
  /** An awareness update (base64, y-protocols encoding) from another process's clients. */
  'doc:awareness': (documentId: number, base64: string) => void;
  /** The document's status changed (finalize, cancel) on another process. */
  'doc:status': (documentId: number, status: DocumentStatus) => void;
  /** Redis is back after an outage on the sending process: what it relayed meanwhile was lost. */
  'realtime:resync': () => void;
}

export type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  ServerSideEvents,
  SocketData
>;
export type IoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  ServerSideEvents,
  SocketData
>;
