/**
 * A Yjs provider that speaks the standard y-protocols over the app's own Socket.IO connection:
 * `doc:message` frames carry a sync message (varUint 0: step 1, step 2, update) or an awareness
 * update (varUint 1), as y-websocket frames them, so any Yjs client can take part.
 *
 * It never seeds content: the server holds the document's state and answers our step 1. Offline
 * edits stay in the Y.Doc and go out as the step 2 we answer the server's step 1 with after the
 * re-join, so nothing typed while disconnected is lost. "Saved" means the server acknowledged
 * (after storing it) a message that covered every local change made so far.
 */
import type { ErrorBody } from '@labbridge/shared-types';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import { readSyncMessage, writeSyncStep1, writeUpdate } from 'y-protocols/sync';
import type * as Y from 'yjs';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;

export type JoinResult = { ok: true; readOnly?: boolean } | ErrorBody;

/** What the provider needs of a connection; the app's socket adapter and the tests supply one. */
export interface DocChannel {
  readonly connected: boolean;
  join(documentId: number): Promise<JoinResult>;
  leave(documentId: number): void;
  /** Reliable: `onAck(null)` once the server has stored it, or the error body it refused it with. */
  send(documentId: number, data: Uint8Array, onAck: (error: ErrorBody | null) => void): void;
  /** May be dropped (awareness). */
  sendVolatile(documentId: number, data: Uint8Array): void;
  subscribe(handlers: ChannelHandlers): () => void;
}

export interface ChannelHandlers {
  onMessage(documentId: number, data: Uint8Array): void;
  onConnect(): void;
  /** `retrying`: the connection will come back on its own (Reconnecting rather than Offline). */
  onDisconnect(retrying: boolean): void;
  /** The document left draft while we were in it: the server stores no more updates. */
  onReadOnly(documentId: number): void;
  /** The server took us out of the document (cancelled, or no longer ours to open). */
  onClosed(documentId: number, error: ErrorBody): void;
}

/** Connected: joined and live; Reconnecting: dropped, coming back; Offline: not coming back on its own. */
export type CollabStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface CollabState {
  status: CollabStatus;
  /** The server's state has arrived (its step 2): the editor shows the real document. */
  synced: boolean;
  /** Every local change so far is stored on the server. */
  saved: boolean;
  /** The document can be read but no longer edited (no longer a draft). */
  readOnly: boolean;
  /** Why the server refused to let us in or refused an update, as its error body. */
  error: ErrorBody | null;
}

export class DocProvider {
  readonly awareness: Awareness;
  private state: CollabState;
  private readonly listeners = new Set<(state: CollabState) => void>();
  private readonly unsubscribe: () => void;
  private joined = false;
  /** A counter of local changes, and the highest one the server has acknowledged. */
  private localSeq = 0;
  private ackedSeq = 0;
  private destroyed = false;

  constructor(
    readonly doc: Y.Doc,
    readonly documentId: number,
    private readonly channel: DocChannel,
  ) {
    this.awareness = new Awareness(doc);
    this.state = {
      status: 'connecting',
      synced: false,
      saved: true,
      readOnly: false,
      error: null,
    };
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.unsubscribe = channel.subscribe({
      onMessage: (id, data) => {
        if (id === this.documentId) this.receive(data);
      },
      onConnect: () => void this.join(),
      onDisconnect: (retrying) => this.dropped(retrying),
      onReadOnly: (id) => {
        if (id === this.documentId) this.setState({ readOnly: true });
      },
      onClosed: (id, error) => {
        if (id !== this.documentId) return;
        this.joined = false;
        this.setState({ status: 'offline', readOnly: true, error });
      },
    });
    if (channel.connected) void this.join();
  }

  getState = (): CollabState => this.state;

  /** For useSyncExternalStore: called with each new state; returns the unsubscribe. */
  subscribe = (listener: (state: CollabState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Leaves the document: our cursor disappears for the others at once. */
  destroy(): void {
    if (this.destroyed) return;
    // Sends the removal of our awareness state while we can still send.
    this.awareness.setLocalState(null);
    this.destroyed = true;
    if (this.joined && this.channel.connected) this.channel.leave(this.documentId);
    this.joined = false;
    this.unsubscribe();
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.destroy();
    this.listeners.clear();
  }

  private setState(patch: Partial<CollabState>): void {
    const next = { ...this.state, ...patch };
    next.saved = this.ackedSeq >= this.localSeq;
    const same = (Object.keys(next) as (keyof CollabState)[]).every(
      (key) => next[key] === this.state[key],
    );
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  private async join(): Promise<void> {
    if (this.destroyed) return;
    this.setState({ status: this.state.synced ? 'reconnecting' : 'connecting' });
    const result = await this.channel.join(this.documentId);
    if (this.destroyed) return;
    if ('error' in result) {
      this.setState({ status: 'offline', error: result });
      return;
    }
    this.joined = true;
    this.setState({ status: 'connected', readOnly: result.readOnly ?? false, error: null });
    // Ask for what we lack; the server's own step 1 (answered in receive) takes what it lacks.
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    writeSyncStep1(encoder, this.doc);
    this.sendSync(encoding.toUint8Array(encoder));
    if (this.awareness.getLocalState() !== null) {
      this.channel.sendVolatile(
        this.documentId,
        this.frameAwareness(encodeAwarenessUpdate(this.awareness, [this.doc.clientID])),
      );
    }
  }

  private dropped(retrying: boolean): void {
    this.joined = false;
    // The others' cursors are stale until the re-join brings them again.
    const others = [...this.awareness.getStates().keys()].filter((c) => c !== this.doc.clientID);
    removeAwarenessStates(this.awareness, others, this);
    // Forget their clocks too, or the states the re-join brings (same clocks) would be ignored.
    for (const client of others) this.awareness.meta.delete(client);
    this.setState({ status: retrying ? 'reconnecting' : 'offline' });
  }

  private receive(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_AWARENESS) {
      applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
      return;
    }
    if (kind !== MESSAGE_SYNC) return;
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, MESSAGE_SYNC);
    const syncType = readSyncMessage(decoder, reply, this.doc, this);
    // The server's step 2 answers our step 1: we now hold everything it had.
    if (syncType === 1 && !this.state.synced) this.setState({ synced: true });
    // A step 1 from the server: the reply is our step 2, everything it lacks (offline edits too).
    if (encoding.length(reply) > 1) this.sendSync(encoding.toUint8Array(reply));
  }

  /** Sends a sync message covering every local change so far; its ack marks them saved. */
  private sendSync(data: Uint8Array): void {
    if (!this.joined && !this.channel.connected) return;
    const covers = this.localSeq;
    this.channel.send(this.documentId, data, (error) => {
      if (this.destroyed) return;
      if (error) {
        // Refused (the document left draft, access ended): the changes stay unsaved and shown so.
        this.setState({ error });
        return;
      }
      this.ackedSeq = Math.max(this.ackedSeq, covers);
      this.setState({});
    });
  }

  private onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    // Updates we applied from the server are already there; everything else is a local edit.
    if (origin === this) return;
    this.localSeq += 1;
    if (this.joined && this.channel.connected && !this.state.readOnly) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      writeUpdate(encoder, update);
      this.sendSync(encoding.toUint8Array(encoder));
    }
    this.setState({});
  };

  private onAwarenessUpdate = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    if (origin === this || !this.joined || !this.channel.connected) return;
    // Only our own state goes out; the others' reach everyone through the server.
    const mine = this.doc.clientID;
    if (![...added, ...updated, ...removed].includes(mine)) return;
    this.channel.sendVolatile(
      this.documentId,
      this.frameAwareness(encodeAwarenessUpdate(this.awareness, [mine])),
    );
  };

  private frameAwareness(update: Uint8Array): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(encoder, update);
    return encoding.toUint8Array(encoder);
  }
}
