/**
 * Test double for the server's half of the co-editing protocol: one Y.Doc per document, a
 * client's step 1 answered with step 2, its own step 1 sent on join, updates stored then relayed
 * to the other joined clients, awareness relayed. Messages travel through a queue that the test
 * flushes, so a disconnected channel really loses what was in flight.
 */
import type { ErrorBody } from '@labbridge/shared-types';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { readSyncMessage, writeSyncStep1, writeUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  type ChannelHandlers,
  type DocChannel,
  type JoinResult,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
} from './doc-provider';

const refusal = (code: string): ErrorBody => ({
  error: { code, message: code, correlationId: 'test', retryable: false },
});

export class FakeDocServer {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly channels = new Set<FakeChannel>();
  private queue: (() => void)[] = [];
  readOnly = false;

  constructor() {
    // The server's own awareness state must not show up as an editor.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      writeUpdate(encoder, update);
      const frame = encoding.toUint8Array(encoder);
      for (const channel of this.channels) if (channel !== origin) channel.deliver(frame);
    });
  }

  channel(): FakeChannel {
    return new FakeChannel(this);
  }

  post(task: () => void): void {
    this.queue.push(task);
  }

  /** Runs every message in transit, and what they cause, until nothing moves. */
  async flush(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const batch = this.queue.splice(0);
      if (batch.length === 0) return;
      for (const task of batch) task();
    }
  }

  join(channel: FakeChannel): JoinResult {
    this.channels.add(channel);
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, MESSAGE_SYNC);
    writeSyncStep1(step1, this.doc);
    channel.deliver(encoding.toUint8Array(step1));
    const clients = [...this.awareness.getStates().keys()];
    if (clients.length > 0) {
      const frame = encoding.createEncoder();
      encoding.writeVarUint(frame, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(frame, encodeAwarenessUpdate(this.awareness, clients));
      channel.deliver(encoding.toUint8Array(frame));
    }
    return { ok: true, readOnly: this.readOnly };
  }

  receive(channel: FakeChannel, data: Uint8Array): ErrorBody | null {
    if (!this.channels.has(channel)) return refusal('AUTHORIZATION_ERROR');
    const decoder = decoding.createDecoder(data);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_AWARENESS) {
      const update = decoding.readVarUint8Array(decoder);
      applyAwarenessUpdate(this.awareness, update, channel);
      for (const other of this.channels) if (other !== channel) other.deliver(data);
      return null;
    }
    if (this.readOnly && decoding.peekVarUint(decoder) !== 0) {
      return refusal('BUSINESS_LOGIC_ERROR');
    }
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, MESSAGE_SYNC);
    readSyncMessage(decoder, reply, this.doc, channel);
    if (encoding.length(reply) > 1) channel.deliver(encoding.toUint8Array(reply));
    return null;
  }
}

export class FakeChannel implements DocChannel {
  connected = true;
  private handlers: ChannelHandlers | null = null;

  constructor(private readonly server: FakeDocServer) {}

  join(_documentId: number): Promise<JoinResult> {
    return new Promise((resolve) => this.server.post(() => resolve(this.server.join(this))));
  }

  leave(): void {
    this.server.post(() => this.server.channels.delete(this));
  }

  send(_documentId: number, data: Uint8Array, onAck: (error: ErrorBody | null) => void): void {
    this.server.post(() => {
      if (!this.connected) return;
      const error = this.server.receive(this, data);
      this.server.post(() => this.connected && onAck(error));
    });
  }

  sendVolatile(_documentId: number, data: Uint8Array): void {
    this.server.post(() => this.connected && this.server.receive(this, data));
  }

  subscribe(handlers: ChannelHandlers): () => void {
    this.handlers = handlers;
    return () => {
      this.handlers = null;
    };
  }

  /** Server → this client, unless the connection dropped meanwhile. */
  deliver(data: Uint8Array): void {
    this.server.post(() => this.connected && this.handlers?.onMessage(1, data));
  }

  /** The server's doc:status for a document that left draft. */
  readOnly(): void {
    this.server.post(() => this.connected && this.handlers?.onReadOnly(1));
  }

  disconnect(retrying = true): void {
    this.connected = false;
    this.server.channels.delete(this);
    this.handlers?.onDisconnect(retrying);
  }

  reconnect(): void {
    this.connected = true;
    this.handlers?.onConnect();
  }
}
