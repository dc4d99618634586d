/** Rooms are derived on the server from who the socket is; a client never picks one. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = 'admins';
