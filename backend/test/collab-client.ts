import type { AckResponse } from '@labbridge/shared-types';
import { DOCUMENT_FRAGMENT } from '@labbridge/shared-types/editor';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { ClientSocket } from './realtime';

const SERVER = Symbol('from the server');
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

/**
 * A standard Yjs client over the app's socket, as any y-protocols client would be (no code of the
 * app's): a Y.Doc and an awareness, synced through doc:join / doc:message. Local changes are sent
 * as updates with an ack; `saved()` waits until the server has stored every one.
 */
export const yClient = (documentId: number) => {
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  let socket: ClientSocket | null = null;
  const pending = new Set<Promise<AckResponse>>();
  const refusals: AckResponse[] = [];
  let synced: () => void = () => {};
  let syncedOnce = new Promise<void>((resolve) => {
    synced = resolve;
  });

  const send = (data: Uint8Array, withAck: boolean) => {
    if (!socket?.connected) return;
    if (!withAck) {
      socket.emit('doc:message', { documentId, data });
      return;
    }
    // A socket closed before the ack leaves the update unsaved: a rejoin's sync sends it again.
    const sent = socket
      .emitWithAck('doc:message', { documentId, data })
      .catch((): AckResponse => ({ ok: true }));
    pending.add(sent);
    void sent.then((answer) => {
      pending.delete(sent);
      if ('error' in answer) refusals.push(answer);
    });
  };

  const onMessage = ({ documentId: id, data }: { documentId: number; data: unknown }) => {
    if (id !== documentId) return;
    const decoder = decoding.createDecoder(new Uint8Array(data as ArrayBuffer));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      const step = syncProtocol.readSyncMessage(decoder, encoder, doc, SERVER);
      if (encoding.length(encoder) > 1) send(encoding.toUint8Array(encoder), true);
      if (step === syncProtocol.messageYjsSyncStep2) synced();
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(
        awareness,
        decoding.readVarUint8Array(decoder),
        SERVER,
      );
    }
  };

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === SERVER) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    send(encoding.toUint8Array(encoder), true);
  });
  awareness.on(
    'update',
    ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === SERVER) return;
      const changed = [...added!, ...updated!, ...removed!];
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(
        encoder,
        awarenessProtocol.encodeAwarenessUpdate(awareness, changed),
      );
      send(encoding.toUint8Array(encoder), false);
    },
  );

  const fragment = doc.getXmlFragment(DOCUMENT_FRAGMENT);

  return {
    doc,
    awareness,
    fragment,
    refusals,
    get socket() {
      return socket;
    },
    /** Joins over `s` (a fresh socket after a reconnect) and resolves with the join's ack. */
    async join(s: ClientSocket) {
      socket = s;
      syncedOnce = new Promise<void>((resolve) => {
        synced = resolve;
      });
      // Socket.IO keeps one socket object across reconnects: listen on it once.
      s.off('doc:message', onMessage as never);
      s.on('doc:message', onMessage as never);
      const answer = await s.emitWithAck('doc:join', { documentId });
      if ('error' in answer) return answer;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(encoder, doc);
      send(encoding.toUint8Array(encoder), true);
      return answer;
    },
    /** Resolves once the server's sync step 2 (the document's state) has arrived. */
    synced: () => syncedOnce,
    /** Resolves once every update sent so far has its ack. */
    async saved() {
      while (pending.size > 0) await Promise.all(pending);
    },
    /** Adds a paragraph at the end of the text. */
    appendParagraph(text: string) {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      fragment.insert(fragment.length, [paragraph]);
    },
    /** Types into the last paragraph's text at `index` (one Yjs transaction per call). */
    typeAt(index: number, text: string) {
      const paragraph = fragment.get(fragment.length - 1) as Y.XmlElement;
      (paragraph.get(0) as Y.XmlText).insert(index, text);
    },
    /** The text as XML, equal between clients exactly when their documents converged. */
    xml: () => fragment.toString(),
    leave: () => socket?.emitWithAck('doc:leave', { documentId }),
    destroy() {
      socket?.off('doc:message', onMessage as never);
      awareness.destroy();
      doc.destroy();
    },
  };
};

export type YClient = ReturnType<typeof yClient>;
