import type { Logger } from 'pino';
import type { DomainEventName, DomainEvents, EventBus } from '../core/events';
import { isSuperadmin } from '../modules/users/access';
import { ADMINS_ROOM, docRoom, sessionRoom, userRoom } from './rooms';
import type { IoServer } from './types';

type Handler<K extends DomainEventName> = (io: IoServer, payload: DomainEvents[K]) => unknown;

/**
 * Which rooms hear of each domain event, and as what. Emits go through the adapter, so with
 * Redis they reach the rooms' sockets on every process. Events without an entry stay server-side.
 */
export const domainEventHandlers: { [K in DomainEventName]?: Handler<K> } = {
  'session:revoked': (io, { sessionId }) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
  // Rooms are derived at the handshake; a role chosen later moves the user's open sockets.
  'user:onboarded': (io, { userId, userType }) =>
    isSuperadmin({ userType })
      ? io.in(userRoom(userId)).socketsJoin(ADMINS_ROOM)
      : io.in(userRoom(userId)).socketsLeave(ADMINS_ROOM),
  // Deals reach both parties and the tech transfer office, which watches them arrive.
  'collaboration:changed': (io, { event, partyIds }) =>
    io.to([...partyIds.map(userRoom), ADMINS_ROOM]).emit('collaboration:updated', event),
  'document:changed': (io, { event, partyIds }) =>
    io.to([...partyIds.map(userRoom), ADMINS_ROOM]).emit('document:updated', event),
  // The approval queue lives in every connected admin's dashboard.
  'approval:queued': (io, { item }) => io.to(ADMINS_ROOM).emit('approval:new', item),
  'approval:decided': (io, { event }) => io.to(ADMINS_ROOM).emit('approval:resolved', event),
  // Comment and version changes reach whoever has the document open, on whichever process.
  'document:comments': (io, { event }) =>
    io.to(docRoom(event.documentId)).emit('doc:comments', event),
  'document:versions': (io, { event }) =>
    io.to(docRoom(event.documentId)).emit('doc:versions', event),
  'notification:created': (io, { userId, notification }) =>
    io.to(userRoom(userId)).emit('notification:new', notification),
  'notification:read': (io, { userId, ids, unreadCount }) =>
    io.to(userRoom(userId)).emit('notification:read', { ids, unreadCount }),
  'message:created': (io, { message }) =>
    io.to([userRoom(message.senderId), userRoom(message.receiverId)]).emit('message:new', message),
  'message:read': (io, { readerId, otherUserId, upToSeq }) =>
    io
      .to([userRoom(otherUserId), userRoom(readerId)])
      .emit('message:read', { byUserId: readerId, withUserId: otherUserId, upToSeq }),
};

/** Subscribes every handler; returns the unsubscribe. A failing handler is logged, never thrown. */
export const subscribeDomainEvents = (io: IoServer, events: EventBus, logger: Logger) => {
  const stops = Object.entries(domainEventHandlers).map(([name, handler]) =>
    events.subscribe(name as DomainEventName, (payload) => {
      try {
        const result = (handler as Handler<DomainEventName>)(io, payload);
        if (result instanceof Promise) {
          result.catch((err) => logger.error({ err, event: name }, 'realtime handler failed'));
        }
      } catch (err) {
        logger.error({ err, event: name }, 'realtime handler failed');
      }
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
};
