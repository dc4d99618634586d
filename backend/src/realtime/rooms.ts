import { isSuperadmin } from '../modules/users/access';
import type { SocketData } from './types';

/** Rooms are derived on the server from who the socket is; a client never picks one. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = 'admins';
/** The sockets that joined a document for co-editing (doc:join), on every process. */
export const docRoom = (documentId: number) => `doc:${documentId}`;

/** The rooms a socket joins at connect: its user's, its session's, and admins for superadmins. */
export const roomsOf = ({ userId, sessionId, userType }: SocketData) => [
  userRoom(userId),
  sessionRoom(sessionId),
  ...(isSuperadmin({ userType }) ? [ADMINS_ROOM] : []),
];
