import { EventEmitter } from 'node:events';
import type {
  ApprovalNewEvent,
  ApprovalResolvedEvent,
  CollaborationUpdatedEvent,
  DocCommentsEvent,
  DocumentUpdatedEvent,
  DocVersionsEvent,
  Message,
  Notification,
  UserType,
} from '@labbridge/shared-types';

/**
 * Domain events, published by services after their transaction commits. The realtime layer
 * subscribes and maps each to Socket.IO rooms; nothing here knows about sockets.
 */
export interface DomainEvents {
  'session:revoked': { sessionId: string; userId: string };
  /** Onboarding completed (or redone): the user's role may have changed. */
  'user:onboarded': { userId: string; userType: UserType };
  'notification:created': { userId: string; notification: Notification };
  /** ids null: every notification of the user was marked read. */
  'notification:read': { userId: string; ids: number[] | null; unreadCount: number };
  'message:created': { message: Message };
  /** readerId read every message otherUserId sent them up to upToSeq. */
  'message:read': { readerId: string; otherUserId: string; upToSeq: number };
  /** A collaboration step; partyIds are its two parties. */
  'collaboration:changed': { event: CollaborationUpdatedEvent; partyIds: string[] };
  /** An account or listing entered the approval queue. */
  'approval:queued': { item: ApprovalNewEvent };
  /** A queued item left the queue: an admin decided, or its owner withdrew it. */
  'approval:decided': { event: ApprovalResolvedEvent };
  /** A legal document change; partyIds are its parties. */
  'document:changed': { event: DocumentUpdatedEvent; partyIds: string[] };
  /** The server edited a document's Yjs state (restore, a PATCH of its HTML); `update` is stored. */
  'document:live-edit': { documentId: number; update: Uint8Array };
  /** A comment thread of a document changed. */
  'document:comments': { event: DocCommentsEvent };
  /** A version of a document was made. */
  'document:versions': { event: DocVersionsEvent };
}

export type DomainEventName = keyof DomainEvents;

export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(100);

  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]) {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends DomainEventName>(name: K, handler: (payload: DomainEvents[K]) => void) {
    this.emitter.on(name, handler);
    return () => this.emitter.off(name, handler);
  }
}
