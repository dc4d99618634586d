import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { validationError } from '../../core/errors';

/**
 * y-protocols framing, as y-websocket writes it: a varUint message type (0 sync, 1 awareness),
 * then the payload. Sync carries step 1 (a state vector), step 2 and update (both Yjs updates).
 */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;

export type Incoming =
  | { kind: 'step1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array };

/** Reads one client message; a malformed one is a validation error, never a crash. */
export const readMessage = (data: Uint8Array): Incoming => {
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_AWARENESS) {
      return { kind: 'awareness', update: decoding.readVarUint8Array(decoder) };
    }
    if (type === MESSAGE_SYNC) {
      const step = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) return { kind: 'step1', stateVector: payload };
      if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
        return { kind: 'update', update: payload };
      }
    }
  } catch {
    // Falls through to the error below: truncated or not y-protocols at all.
  }
  throw validationError('Not a y-protocols sync or awareness message', {
    data: ['Unknown or malformed message'],
  });
};

const frame = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

export const syncStep1Message = (stateVector: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep1);
    encoding.writeVarUint8Array(e, stateVector);
  });

export const syncStep2Message = (doc: Y.Doc, stateVector: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeSyncStep2(e, doc, stateVector);
  });

/**
 * The same answer from a state already encoded (Y.diffUpdate reads the bytes, no Y.Doc). A
 * client that has nothing gets the state as it is: diffing would decode and re-encode all of it
 * to produce the same update.
 */
export const syncStep2FromState = (state: Uint8Array, stateVector: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
    const hasNothing = Y.decodeStateVector(stateVector).size === 0;
    encoding.writeVarUint8Array(e, hasNothing ? state : Y.diffUpdate(state, stateVector));
  });

export const updateMessage = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeUpdate(e, update);
  });

export const awarenessMessage = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(e, update);
  });

/**
 * An awareness update keeping only the entries `mayTouch` allows, each state as `restate` puts
 * it (y-protocols' encoding: a count, then client id, clock and JSON state per entry); null when
 * none is left.
 */
export const filterAwareness = (
  update: Uint8Array,
  mayTouch: (clientId: number) => boolean,
  restate: (state: string) => string,
): Uint8Array | null => {
  const decoder = decoding.createDecoder(update);
  const entries: { clientId: number; clock: number; state: string }[] = [];
  for (let n = decoding.readVarUint(decoder); n > 0; n--) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = decoding.readVarString(decoder);
    if (mayTouch(clientId)) entries.push({ clientId, clock, state: restate(state) });
  }
  if (entries.length === 0) return null;
  return frame((e) => {
    encoding.writeVarUint(e, entries.length);
    for (const { clientId, clock, state } of entries) {
      encoding.writeVarUint(e, clientId);
      encoding.writeVarUint(e, clock);
      encoding.writeVarString(e, state);
    }
  });
};

/**
 * An editor's awareness state as the others get it: the `user` in it is the socket's own account
 * (editorName, editorColor), whatever the client wrote there; null (gone) stays null. Throws on a
 * state that is not JSON.
 */
export const asEditor =
  (user: { id: string; name: string; color: string }) =>
  (state: string): string => {
    const parsed: unknown = JSON.parse(state);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'null';
    return JSON.stringify({ ...parsed, user });
  };
