/**
 * The provider's channel over the app's one Socket.IO connection (lib/socket): `doc:join`,
 * `doc:message` both ways (binary y-protocols frames), `doc:leave`. Nothing is sent while the
 * socket is down: Socket.IO would buffer it and deliver it before the re-join, where the server
 * refuses it; the re-join's sync carries it instead.
 */
import {
  type DocClosedEvent,
  type DocStatusEvent,
  type ErrorBody,
  isAckError,
} from '@labbridge/shared-types';
import { type AppSocket, listen } from '../../../lib/socket';
import type { ChannelHandlers, DocChannel, JoinResult } from './doc-provider';

/** Binary arrives as an ArrayBuffer in the browser (a Buffer, a Uint8Array, under Node). */
const bytes = (data: ArrayBuffer | Uint8Array): Uint8Array =>
  data instanceof Uint8Array ? data : new Uint8Array(data);

/** How long a join may take before we call the attempt failed and show the document offline. */
const JOIN_TIMEOUT_MS = 15_000;

export function socketChannel(socket: AppSocket): DocChannel {
  return {
    get connected() {
      return socket.connected;
    },
    join: (documentId) =>
      new Promise<JoinResult>((resolve) => {
        socket.timeout(JOIN_TIMEOUT_MS).emit('doc:join', { documentId }, (err, response) => {
          resolve(err ? timedOut() : response);
        });
      }),
    leave: (documentId) => {
      socket.emit('doc:leave', { documentId });
    },
    send: (documentId, data, onAck) => {
      if (!socket.connected) return;
      socket.emit('doc:message', { documentId, data }, (response) =>
        onAck(response && isAckError(response) ? response : null),
      );
    },
    sendVolatile: (documentId, data) => {
      if (socket.connected) socket.volatile.emit('doc:message', { documentId, data });
    },
    subscribe: (handlers: ChannelHandlers) => {
      const onMessage = ({
        documentId,
        data,
      }: {
        documentId: number;
        data: Uint8Array | ArrayBuffer;
      }) => handlers.onMessage(documentId, bytes(data));
      const onConnect = () => handlers.onConnect();
      const onDisconnect = () => handlers.onDisconnect(socket.active);
      const onStatus = ({ documentId, readOnly }: DocStatusEvent) => {
        if (readOnly) handlers.onReadOnly(documentId);
      };
      const onClosed = ({ documentId, reason }: DocClosedEvent) =>
        handlers.onClosed(documentId, closed(reason));
      return listen(socket, {
        'doc:message': onMessage,
        'doc:status': onStatus,
        'doc:closed': onClosed,
        connect: onConnect,
        disconnect: onDisconnect,
      });
    },
  };
}

const body = (code: string, message: string, retryable: boolean): ErrorBody => ({
  error: { code, message, correlationId: '', retryable },
});
const timedOut = () => body('NETWORK_ERROR', 'The server did not answer in time.', true);
const closed = (reason: DocClosedEvent['reason']) =>
  reason === 'cancelled'
    ? body(
        'BUSINESS_LOGIC_ERROR',
        'This document was cancelled: it can no longer be edited.',
        false,
      )
    : body('AUTHORIZATION_ERROR', 'You can no longer open this document.', false);
