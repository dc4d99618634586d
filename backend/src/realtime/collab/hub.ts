import { type DocumentStatus, editorColor, editorName } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { AppError, businessRule, forbidden, validationError } from '../../core/errors';
import type { EventBus } from '../../core/events';
import { withTx } from '../../core/tx';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeStoredText } from '../../modules/document-collab/stored-text';
import { recordAutoVersion } from '../../modules/document-collab/versions';
import { assertDocumentAccess } from '../../modules/documents/access';
import { announceDocument } from '../../modules/documents/announce';
import { findDocument } from '../../modules/documents/queries';
import { docRoom } from '../rooms';
import type { IoServer, IoSocket } from '../types';
import { documentConverter } from './derive';
import { loadDocumentSchema } from './load-schema';
import {
  asEditor,
  awarenessMessage,
  filterAwareness,
  readMessage,
  syncStep1Message,
  syncStep2FromState,
  syncStep2Message,
  updateMessage,
} from './messages';
import {
  appendUpdate,
  COMPACT_AFTER_ROWS,
  compact,
  findJoinable,
  loadState,
  loadStateUpTo,
} from './store';

/** Origins of changes to a process's copy: a client's update here, or anything already stored. */
const LOCAL = Symbol('local edit');
const STORED = Symbol('stored elsewhere');

export interface CollabTimings {
  /** The HTML is derived this long after the last edit… */
  deriveDelayMs: number;
  /** …or at the latest this long after the first unsaved one, while typing goes on. */
  deriveMaxWaitMs: number;
  /** An automatic version is taken after this long without edits. */
  quietMs: number;
  /** A document nobody here has open stays loaded this long (a reconnect finds it warm). */
  evictAfterMs: number;
}

export const DEFAULT_TIMINGS: CollabTimings = {
  deriveDelayMs: 1_000,
  deriveMaxWaitMs: 5_000,
  quietMs: 120_000,
  evictAfterMs: 30_000,
};

interface Member {
  socket: IoSocket;
  /** Who the others see in this member's awareness (asEditor). */
  editor: { id: string; name: string; color: string };
  readOnly: boolean;
  /** Awareness client ids this socket introduced: removed when it leaves. */
  clientIds: Set<number>;
}

/** One document as this process holds it while someone here has it open. */
interface OpenDoc {
  id: number;
  /**
   * The text as a Y.Doc, built when something needs one (an edit made here); until then the
   * copy is the encoded state in `stored`. Opening a long-edited document then costs reading it,
   * not building it (several times longer, and several times the memory of the bytes), and a
   * document that is only read is never built.
   */
  ydoc: Y.Doc | null;
  /** Without a ydoc: the stored state and the updates heard since, merged when asked for. */
  stored: Uint8Array[];
  /** Bumped when the copy is reloaded, so a load started for the previous one is ignored. */
  copy: number;
  /** On a Y.Doc of its own: the text's may not exist yet. */
  awareness: awarenessProtocol.Awareness;
  status: DocumentStatus;
  members: Map<string, Member>;
  ready: Promise<void>;
  /** Client updates are stored one at a time, in arrival order. */
  queue: Promise<unknown>;
  dirtySince: number | null;
  deriveTimer: NodeJS.Timeout | null;
  quietTimer: NodeJS.Timeout | null;
  evictTimer: NodeJS.Timeout | null;
  lastEditorId: string | null;
  /** Awareness client ids whose editors are on other processes. */
  remoteClients: Set<number>;
  editedSinceVersion: boolean;
  /**
   * Log rows after the stored state, as far as this process knows: the tail found at load plus
   * its own appends since. Counted from the load, not from zero, so a document edited in many
   * short sessions (or across restarts) still gets compacted.
   */
  logRows: number;
}

const shuttingDown = () =>
  new AppError('NETWORK_ERROR', 'This server is restarting: reconnect and send it again');

const notDraft = (status: DocumentStatus) =>
  businessRule(
    status === 'draft'
      ? 'This document is being reloaded: try again'
      : 'This document is no longer a draft: its text is frozen',
    409,
    { status: ['Not allowed once the document has been sent for signatures'] },
  );

/** Runs `apply` and returns the update it made to `doc` (null when it changed nothing). */
const captureUpdate = (doc: Y.Doc, apply: () => void): Uint8Array | null => {
  const made: Uint8Array[] = [];
  const listener = (update: Uint8Array, origin: unknown) => {
    if (origin === LOCAL) made.push(update);
  };
  doc.on('update', listener);
  try {
    apply();
  } finally {
    doc.off('update', listener);
  }
  if (made.length === 0) return null;
  return made.length === 1 ? made[0]! : Y.mergeUpdates(made);
};

/** An update with neither structs nor deletions (a step 2 answering that it has nothing new). */
const isEmptyUpdate = (update: Uint8Array) =>
  update.length === 2 && update[0] === 0 && update[1] === 0;

/** Whether an update would change a state (a read-only editor's sync step 2 must not). */
const wouldChange = (state: Uint8Array, update: Uint8Array) => {
  if (isEmptyUpdate(update)) return false;
  const probe = new Y.Doc();
  Y.applyUpdate(probe, state);
  let changed = false;
  probe.on('update', () => {
    changed = true;
  });
  Y.applyUpdate(probe, update);
  probe.destroy();
  return changed;
};

/** Throws a validation error unless `update` is a well-formed Yjs update. */
const assertUpdate = (update: Uint8Array) => {
  try {
    Y.decodeUpdate(update);
  } catch {
    throw validationError('Not a Yjs update', { data: ['Malformed update'] });
  }
};

/**
 * Co-editing on one backend process: the documents its sockets have open, each as a Y.Doc kept
 * equal to the database (plus edits on their way in) and an awareness of who is where. Client
 * updates are stored (store.ts) before they are acknowledged or relayed; relays go through the
 * adapter to the document's room on every process, and the other processes' copies hear of them
 * by serverSideEmit. The HTML `content` is derived from the stored state, debounced, on a thread of
 * its own (derive.ts).
 */
export const createCollabHub = ({
  io,
  db,
  events,
  logger,
  clustered,
  timings = DEFAULT_TIMINGS,
}: {
  io: IoServer;
  db: Db;
  events: EventBus;
  logger: Logger;
  /** Whether other processes share the rooms (Redis adapter): only then is serverSideEmit used. */
  clustered: boolean;
  timings?: CollabTimings;
}) => {
  const docs = new Map<number, OpenDoc>();
  const background = new Set<Promise<unknown>>();
  /** doc:message calls under way: a shutdown stores what they carry before it closes. */
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;

  const track = (work: Promise<unknown>, what: string) => {
    const settled = work.catch((err) => logger.warn({ err }, `co-editing: ${what} failed`));
    background.add(settled);
    void settled.finally(() => background.delete(settled));
    return settled;
  };

  const toOthers = (
    event: 'doc:update' | 'doc:awareness',
    documentId: number,
    data: Uint8Array,
  ) => {
    if (clustered) io.serverSideEmit(event, documentId, Buffer.from(data).toString('base64'));
  };

  const open = (id: number, status: DocumentStatus): OpenDoc => {
    const existing = docs.get(id);
    if (existing) return existing;
    const awareness = new awarenessProtocol.Awareness(new Y.Doc());
    // The server has no cursor of its own.
    awareness.setLocalState(null);
    const od: OpenDoc = {
      id,
      ydoc: null,
      stored: [],
      copy: 0,
      awareness,
      status,
      members: new Map(),
      ready: Promise.resolve(),
      queue: Promise.resolve(),
      dirtySince: null,
      deriveTimer: null,
      quietTimer: null,
      evictTimer: null,
      lastEditorId: null,
      remoteClients: new Set(),
      editedSinceVersion: false,
      logRows: 0,
    };
    awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        if (origin === STORED) {
          for (const clientId of [...added, ...updated]) od.remoteClients.add(clientId);
          for (const clientId of removed) od.remoteClients.delete(clientId);
          return;
        }
        const sender = typeof origin === 'string' ? od.members.get(origin) : undefined;
        if (sender) {
          for (const clientId of [...added, ...updated]) sender.clientIds.add(clientId);
          for (const clientId of removed) sender.clientIds.delete(clientId);
        }
        const changed = [...added, ...updated, ...removed];
        const update = awarenessProtocol.encodeAwarenessUpdate(awareness, changed);
        const room = io.to(docRoom(id));
        // Volatile: a client that cannot keep up misses cursor moves instead of queueing them.
        (sender ? room.except(sender.socket.id) : room).volatile.emit('doc:message', {
          documentId: id,
          data: awarenessMessage(update),
        });
        toOthers('doc:awareness', id, update);
      },
    );
    // Registered before the load, so updates from other processes that arrive meanwhile are kept.
    docs.set(id, od);
    od.ready = loadState(db, id).then((loaded) => fill(od, 0, loaded));
    od.ready.catch(() => drop(od));
    return od;
  };

  /** Adds an update the database already holds to the copy. */
  const addStored = (od: OpenDoc, update: Uint8Array) => {
    if (od.ydoc) Y.applyUpdate(od.ydoc, update, STORED);
    else od.stored.push(update);
  };

  /** The copy as one encoded state, without building a Y.Doc when there is none. */
  const stateOf = (od: OpenDoc): Uint8Array => {
    if (od.ydoc) return Y.encodeStateAsUpdate(od.ydoc);
    if (od.stored.length !== 1) od.stored = [Y.mergeUpdates(od.stored)];
    return od.stored[0]!;
  };

  /** The copy as a Y.Doc, built from its bytes the first time one is needed. */
  const docOf = (od: OpenDoc): Y.Doc => {
    if (od.ydoc) return od.ydoc;
    const ydoc = new Y.Doc();
    for (const update of od.stored) Y.applyUpdate(ydoc, update, STORED);
    od.ydoc = ydoc;
    od.stored = [];
    return ydoc;
  };

  /**
   * A copy's state from the database, added to what it heard meanwhile (another process's
   * update during the load).
   */
  const fill = (
    od: OpenDoc,
    copy: number,
    { state, tail }: Awaited<ReturnType<typeof loadState>>,
  ) => {
    if (od.copy !== copy) return;
    addStored(od, state);
    countLog(od, tail);
  };

  const drop = (od: OpenDoc) => {
    for (const timer of [od.deriveTimer, od.quietTimer, od.evictTimer]) {
      if (timer) clearTimeout(timer);
    }
    od.awareness.destroy();
    od.awareness.doc.destroy();
    od.ydoc?.destroy();
    if (docs.get(od.id) === od) docs.delete(od.id);
  };

  /**
   * Writes the HTML derived from the stored state, if there are edits it does not show yet, as a
   * new version, and announces it (document:updated 'edited') so previews and lists elsewhere
   * refetch. Derived from the database, not the copy: a copy may not have heard yet of a server
   * edit (PATCH, restore) that already wrote its own text, and must not write the older one back.
   */
  const derive = async (od: OpenDoc) => {
    if (od.deriveTimer) clearTimeout(od.deriveTimer);
    od.deriveTimer = null;
    if (od.dirtySince === null) return;
    od.dirtySince = null;
    const stored = await loadStateUpTo(db, od.id);
    if (!stored) return;
    const html = await documentConverter.html(stored.state);
    await withTx({ db, events }, async (tx, emit) => {
      const row = await writeStoredText(tx, od.id, html, stored.lastLogId);
      if (row && od.lastEditorId) await announceDocument(tx, emit, row, 'edited', od.lastEditorId);
    });
  };

  const autoVersion = async (od: OpenDoc) => {
    od.quietTimer = null;
    if (!od.editedSinceVersion) return;
    od.editedSinceVersion = false;
    await derive(od);
    await recordAutoVersion({ db, events }, od.id, od.lastEditorId);
  };

  /**
   * Records how long the log is; from COMPACT_AFTER_ROWS on, folds it into the state (store.ts
   * `compact`, in a transaction that appends wait for, so none is lost).
   */
  const countLog = (od: OpenDoc, rows: number) => {
    od.logRows = rows;
    if (od.logRows < COMPACT_AFTER_ROWS) return;
    od.logRows = 0;
    track(compact(db, od.id), 'compaction');
  };

  const scheduleAfterEdit = (od: OpenDoc) => {
    const now = Date.now();
    od.dirtySince ??= now;
    od.editedSinceVersion = true;
    if (od.deriveTimer) clearTimeout(od.deriveTimer);
    const wait = Math.max(
      0,
      Math.min(timings.deriveDelayMs, od.dirtySince + timings.deriveMaxWaitMs - now),
    );
    od.deriveTimer = setTimeout(() => track(derive(od), 'deriving HTML'), wait);
    if (od.quietTimer) clearTimeout(od.quietTimer);
    od.quietTimer = setTimeout(() => track(autoVersion(od), 'automatic version'), timings.quietMs);
    countLog(od, od.logRows + 1);
  };

  /** Stores a client's update, then acks (by resolving) and relays it. */
  const receiveUpdate = (od: OpenDoc, member: Member, update: Uint8Array) => {
    assertUpdate(update);
    const work = od.queue.then(async () => {
      if (member.readOnly || od.status !== 'draft') {
        if (wouldChange(stateOf(od), update)) throw notDraft(od.status);
        return;
      }
      if (isEmptyUpdate(update)) return;
      const { whyEditDoesNotFit, documentFragment } = await loadDocumentSchema();
      const ydoc = docOf(od);
      // Typed before the update lands: a root Yjs first meets in an update is a placeholder it
      // swaps for the fragment later, and the check would see the placeholder change.
      documentFragment(ydoc);
      let misfit: string | null = null;
      const check = (transaction: Y.Transaction) => {
        if (transaction.origin === LOCAL) misfit ??= whyEditDoesNotFit(transaction);
      };
      ydoc.on('afterTransaction', check);
      let made: Uint8Array | null;
      try {
        made = captureUpdate(ydoc, () => Y.applyUpdate(ydoc, update, LOCAL));
      } finally {
        ydoc.off('afterTransaction', check);
      }
      if (misfit) {
        // Never stored nor relayed: the copy goes back to what the database holds.
        reload(od);
        throw validationError('This edit does not fit the document', { data: [misfit] });
      }
      if (!made) return;
      let stored = false;
      try {
        stored = await appendUpdate(db, od.id, made, member.socket.data.userId);
      } finally {
        // The copy must never hold what the database does not: reload it from there.
        if (!stored) reload(od);
      }
      if (!stored) {
        const { status } = await findDocument(db, od.id);
        statusChanged(od.id, status, false);
        throw notDraft(status);
      }
      io.to(docRoom(od.id))
        .except(member.socket.id)
        .emit('doc:message', { documentId: od.id, data: updateMessage(made) });
      toOthers('doc:update', od.id, made);
      od.lastEditorId = member.socket.data.userId;
      scheduleAfterEdit(od);
    });
    od.queue = work.catch(() => undefined);
    return work;
  };

  /** Replaces a document's copy with the database's, keeping who is in it. */
  const reload = (od: OpenDoc) => {
    od.copy += 1;
    const copy = od.copy;
    od.ydoc = null;
    od.stored = [];
    od.ready = loadState(db, od.id).then((loaded) => fill(od, copy, loaded));
    od.ready.catch((err) => logger.warn({ err }, 'co-editing: reload failed'));
  };

  const removeMember = (od: OpenDoc, socketId: string) => {
    const member = od.members.get(socketId);
    if (!member) return;
    od.members.delete(socketId);
    member.socket.leave(docRoom(od.id));
    if (member.clientIds.size > 0) {
      awarenessProtocol.removeAwarenessStates(od.awareness, [...member.clientIds], 'left');
    }
    if (od.members.size === 0 && !od.evictTimer) {
      od.evictTimer = setTimeout(() => {
        od.evictTimer = null;
        if (od.members.size > 0) return;
        track(
          (async () => {
            await od.queue;
            await derive(od);
            if (od.members.size === 0) drop(od);
          })(),
          'closing a document',
        );
      }, timings.evictAfterMs);
    }
  };

  /**
   * A document's status changed (here, or on another process when `fromHere` is false): past
   * draft its editors turn read-only; cancelled, they are taken out of it.
   */
  const statusChanged = (documentId: number, status: DocumentStatus, fromHere: boolean) => {
    // Told first, while the editors are still in the room.
    if (fromHere) {
      if (status === 'cancelled') {
        io.to(docRoom(documentId)).emit('doc:closed', { documentId, reason: 'cancelled' });
        io.in(docRoom(documentId)).socketsLeave(docRoom(documentId));
      } else {
        io.to(docRoom(documentId)).emit('doc:status', {
          documentId,
          status,
          readOnly: status !== 'draft',
        });
      }
      if (clustered) io.serverSideEmit('doc:status', documentId, status);
    }
    const od = docs.get(documentId);
    if (!od) return;
    od.status = status;
    if (status !== 'draft') for (const member of od.members.values()) member.readOnly = true;
    if (status === 'cancelled') {
      for (const socketId of [...od.members.keys()]) removeMember(od, socketId);
    }
  };

  /** doc:join: who may open it, then the socket is in; the sync starts once it has its ack. */
  const join = async (socket: IoSocket, documentId: number) => {
    const { userId } = socket.data;
    const [row, [account]] = await Promise.all([
      findJoinable(db, documentId),
      db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId)),
    ]);
    assertDocumentAccess({ id: socket.data.userId, userType: socket.data.userType }, row, true);
    if (row.status === 'cancelled') {
      throw businessRule('This document was cancelled: it can no longer be opened', 409, {
        status: ['The document is cancelled'],
      });
    }
    const known = docs.has(documentId);
    const od = open(documentId, row.status);
    od.status = row.status;
    if (od.evictTimer) {
      clearTimeout(od.evictTimer);
      od.evictTimer = null;
    }
    // A member from here on, so the document is not closed while it loads.
    const readOnly = row.status !== 'draft';
    const editor = {
      id: userId,
      name: account ? editorName(account) : 'Unknown user',
      color: editorColor(userId),
    };
    od.members.set(socket.id, { socket, editor, readOnly, clientIds: new Set() });
    try {
      await od.ready;
      // A copy kept from earlier may have missed an update from another process: catch it up.
      if (known && clustered) {
        const { state, tail } = await loadState(db, documentId);
        addStored(od, state);
        countLog(od, tail);
      }
      await socket.join(docRoom(documentId));
    } catch (err) {
      removeMember(od, socket.id);
      throw err;
    }
    return {
      result: { readOnly, status: row.status },
      /** After the ack: who else is here (the sync starts with the client's step 1). */
      start: () => {
        const present = [...od.awareness.getStates().keys()];
        if (present.length > 0) {
          const update = awarenessProtocol.encodeAwarenessUpdate(od.awareness, present);
          socket.emit('doc:message', { documentId, data: awarenessMessage(update) });
        }
      },
    };
  };

  const memberOf = (socket: IoSocket, documentId: number) => {
    const od = docs.get(documentId);
    const member = od?.members.get(socket.id);
    if (!od || !member) throw forbidden('Join the document (doc:join) before sending to it');
    return { od, member };
  };

  /** doc:message: resolves once handled (an update: once stored). */
  const message = (socket: IoSocket, documentId: number, data: Uint8Array) => {
    // Not stored, not acked: the client sends it again when it rejoins elsewhere.
    if (closing) return Promise.reject(shuttingDown());
    const handled = handleMessage(socket, documentId, data);
    const settled = handled.catch(() => undefined);
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
    return handled;
  };

  const handleMessage = async (socket: IoSocket, documentId: number, data: Uint8Array) => {
    const { od, member } = memberOf(socket, documentId);
    await od.ready;
    const incoming = readMessage(data);
    if (incoming.kind === 'step1') {
      let reply: Uint8Array;
      let clientHasNothing: boolean;
      try {
        clientHasNothing = Y.decodeStateVector(incoming.stateVector).size === 0;
        reply = od.ydoc
          ? syncStep2Message(od.ydoc, incoming.stateVector)
          : syncStep2FromState(stateOf(od), incoming.stateVector);
      } catch {
        throw validationError('Not a state vector', { data: ['Malformed sync step 1'] });
      }
      socket.emit('doc:message', { documentId, data: reply });
      // Then our own step 1, which the client answers with what we lack (edits made offline):
      // after the step 2, so the client is not kept waiting; not at all to a client that has
      // nothing, which would answer with nothing (its edits from now on come as updates).
      if (!clientHasNothing) {
        const stateVector = od.ydoc
          ? Y.encodeStateVector(od.ydoc)
          : Y.encodeStateVectorFromUpdate(stateOf(od));
        socket.emit('doc:message', { documentId, data: syncStep1Message(stateVector) });
      }
    } else if (incoming.kind === 'update') {
      await receiveUpdate(od, member, incoming.update);
    } else {
      try {
        // An editor moves its own cursors only: entries of another socket's clients are dropped.
        // The user in its state is the socket's own, so no one appears as someone else.
        const own = filterAwareness(
          incoming.update,
          (clientId) => {
            if (member.clientIds.has(clientId)) return true;
            if (od.remoteClients.has(clientId)) return false;
            return ![...od.members.values()].some((m) => m.clientIds.has(clientId));
          },
          asEditor(member.editor),
        );
        if (own) awarenessProtocol.applyAwarenessUpdate(od.awareness, own, socket.id);
      } catch {
        throw validationError('Not an awareness update', { data: ['Malformed awareness'] });
      }
    }
  };

  const leave = (socket: IoSocket, documentId: number) => {
    const od = docs.get(documentId);
    if (od) removeMember(od, socket.id);
  };

  /** A socket went away: out of every document it had open. */
  const disconnected = (socket: IoSocket) => {
    if (closing) return;
    for (const od of docs.values()) removeMember(od, socket.id);
  };

  /** A stored update made by the server itself (restore, PATCH): to the copy and every editor. */
  const serverEdit = (documentId: number, update: Uint8Array) => {
    const od = docs.get(documentId);
    if (od) {
      addStored(od, update);
      od.editedSinceVersion = false;
    }
    io.to(docRoom(documentId)).emit('doc:message', { documentId, data: updateMessage(update) });
    toOthers('doc:update', documentId, update);
  };

  // What other processes tell this one; a bad message is logged, never thrown into Redis's loop.
  const fromOthers = (what: string, handle: () => void) => {
    try {
      handle();
    } catch (err) {
      logger.warn({ err }, `co-editing: ${what} from another process ignored`);
    }
  };
  if (clustered) {
    io.on('doc:update', (documentId: number, base64: string) =>
      fromOthers('update', () => {
        const od = docs.get(documentId);
        if (od) addStored(od, Buffer.from(base64, 'base64'));
      }),
    );
    io.on('doc:awareness', (documentId: number, base64: string) =>
      fromOthers('awareness', () => {
        const od = docs.get(documentId);
        const update = Buffer.from(base64, 'base64');
        if (od) awarenessProtocol.applyAwarenessUpdate(od.awareness, update, STORED);
      }),
    );
    io.on('doc:status', (documentId: number, status: DocumentStatus) =>
      fromOthers('status', () => statusChanged(documentId, status, false)),
    );
  }

  /**
   * After events between processes were lost (Redis away): each open copy takes what the database
   * holds and it does not, and its editors on this process get that as an update. Every edit is
   * stored before it is relayed, so the database has what the other processes' editors typed.
   */
  const catchUpFromStore = () =>
    Promise.all(
      [...docs.values()].map((od) =>
        track(
          (async () => {
            await od.ready;
            const { state } = await loadState(db, od.id);
            const known = od.ydoc
              ? Y.encodeStateVector(od.ydoc)
              : Y.encodeStateVectorFromUpdate(stateOf(od));
            const missing = Y.diffUpdate(state, known);
            addStored(od, missing);
            io.to(docRoom(od.id)).local.emit('doc:message', {
              documentId: od.id,
              data: updateMessage(missing),
            });
          })(),
          'catching up from the database',
        ),
      ),
    );

  /** Derives every pending HTML now and waits for work under way (tests, shutdown). */
  const flush = async () => {
    await Promise.all([...docs.values()].map((od) => od.queue));
    await Promise.all([...docs.values()].map((od) => derive(od)));
    await Promise.all(background);
  };

  /** Takes the automatic versions now instead of after the quiet period (tests). */
  const takeAutoVersions = async () => {
    await flush();
    for (const od of docs.values()) {
      if (od.quietTimer) clearTimeout(od.quietTimer);
      await autoVersion(od);
    }
  };

  /**
   * Shutdown: from now on nothing new is taken (the sockets are closing), the updates already
   * received are stored and the HTML derived from them is written, then every copy is dropped.
   */
  const close = async () => {
    closing = true;
    try {
      await Promise.all(inFlight);
      await flush();
    } catch (err) {
      logger.warn({ err }, 'co-editing: final HTML not saved');
    }
    for (const od of [...docs.values()]) drop(od);
  };

  return {
    join,
    message,
    leave,
    disconnected,
    statusChanged,
    serverEdit,
    catchUpFromStore,
    flush,
    takeAutoVersions,
    close,
    /** How many documents this process holds (tests, the benchmark). */
    openCount: () => docs.size,
  };
};

export type CollabHub = ReturnType<typeof createCollabHub>;
