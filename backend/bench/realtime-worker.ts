// One client process of the realtime benchmark (bench/realtime.ts forks a few, so a thousand
// sockets are not all driven by one event loop). It holds its share of the sockets and does what
// the parent asks over IPC. Latencies are taken against the machine's clock shared by every
// process (performance.timeOrigin + performance.now()): the sender writes its time into what it
// sends (a message's text, the characters it types), and the receiver subtracts it on arrival.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REALTIME_PATH } from '@labbridge/shared-types';
import * as decoding from 'lib0/decoding';
import { io as connectClient } from 'socket.io-client';
import * as Y from 'yjs';
import { type YClient, yClient } from '../test/collab-client';
import type { ClientSocket } from '../test/realtime';

const now = () => performance.timeOrigin + performance.now();
const STAMP = /^(\d+\.\d+);$/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WorkerClient {
  userId: string;
  cookie: string;
}

export type WorkerCommand =
  | { type: 'connect'; origin: string; path?: string; clients: WorkerClient[] }
  /** doc:join on the `last` sockets connected. */
  | { type: 'join'; documentId: number; last: number }
  | { type: 'relay'; count: number; intervalMs: number }
  | {
      type: 'post';
      origin: string;
      senders: { cookie: string; receiverId: string }[];
      count: number;
      intervalMs: number;
    }
  | {
      type: 'type';
      origin: string;
      cookie: string;
      documentId: number;
      count: number;
      intervalMs: number;
    }
  | { type: 'wait'; kind: SampleKind; count: number; timeoutMs: number }
  | { type: 'open-documents'; editors: { client: number; documentId: number }[] }
  | ({ type: 'mixed' } & MixedPlan)
  | { type: 'close' };

/** relay: raw Socket.IO; chat: POST → message:new; doc: a co-editing update's relay. */
export type SampleKind = 'relay' | 'chat' | 'doc';

export interface MixedPlan {
  origin: string;
  durationMs: number;
  /** Mean pause between one user's actions (exponentially distributed). */
  thinkMs: number;
  listingIds: number[];
  searches: string[];
  /** Per client of this worker: whom it chats with. */
  partners: string[];
}

/** What a user of the mixed load asks the API for. */
export type MixedRequest = 'catalogue' | 'detail' | 'search' | 'recent messages' | 'send';

export interface MixedResult {
  /** Latency of every API request (ms), by what was asked. */
  api: Record<MixedRequest, number[]>;
  /**
   * This client process's own event-loop delay over the load (ms): when it is long, the client
   * was too busy to read answers as they came, and the latencies above are partly its own.
   */
  eventLoopDelay: { p99: number; max: number };
  statuses: Record<string, number>;
  /** Requests that failed without an answer, by cause. */
  failures: Record<string, number>;
  keystrokes: number;
}

const sockets: { client: WorkerClient; socket: ClientSocket }[] = [];
const samples: Record<SampleKind, number[]> = { relay: [], chat: [], doc: [] };
const waiters = new Set<() => void>();

const record = (kind: SampleKind, sentAt: number) => {
  samples[kind].push(now() - sentAt);
  for (const wake of waiters) wake();
};

/** The send times typed into a relayed co-editing update (see `stamp`). */
const stampsIn = (data: ArrayBuffer | Uint8Array) => {
  const decoder = decoding.createDecoder(new Uint8Array(data));
  // y-protocols: message type 0 (sync), step 2 (update), then the update.
  if (decoding.readVarUint(decoder) !== 0 || decoding.readVarUint(decoder) !== 2) return [];
  const { structs } = Y.decodeUpdate(decoding.readVarUint8Array(decoder));
  const stamps: number[] = [];
  for (const struct of structs) {
    if (!(struct instanceof Y.Item) || !(struct.content instanceof Y.ContentString)) continue;
    const match = STAMP.exec(struct.content.str);
    if (match) stamps.push(Number(match[1]));
  }
  return stamps;
};
const stamp = () => `${now().toFixed(3)};`;

const connect = (origin: string, path: string, client: WorkerClient) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const socket: ClientSocket = connectClient(origin, {
      path,
      transports: ['websocket'],
      extraHeaders: { cookie: client.cookie },
      reconnection: false,
      forceNew: true,
    });
    socket.on('message:new', (message) => {
      const sentAt = Number(/^bench@(\d+\.\d+)$/.exec(message.content)?.[1]);
      if (message.receiverId === client.userId && sentAt) record('chat', sentAt);
    });
    socket.on('doc:message', ({ data }) => {
      for (const sentAt of stampsIn(data)) record('doc', sentAt);
    });
    (socket as unknown as { on(e: string, f: (p: { t: number }) => void): void }).on(
      'relay',
      ({ t }) => record('relay', t),
    );
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Runs `task` over `items`, `limit` at a time. */
const inParallel = async <T>(items: T[], limit: number, task: (item: T, i: number) => unknown) => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

const joinedEditor = async (socket: ClientSocket, documentId: number) => {
  const client = yClient(documentId);
  const answer = await client.join(socket);
  if ('error' in answer) throw new Error(`doc:join refused: ${JSON.stringify(answer)}`);
  await client.synced();
  return client;
};

const postMessage = (origin: string, cookie: string, receiverId: string) =>
  fetch(`${origin}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      receiverId,
      content: `bench@${now().toFixed(3)}`,
      clientMessageId: crypto.randomUUID(),
    }),
  });

/** Clients (by index) with a document open, each with an empty paragraph of its own to type in. */
const editors = new Map<number, YClient>();

/**
 * Opens the co-edited documents before the mixed load's window, as the clients connect before it:
 * a hundred editors joining in one instant is not the steady load the window measures.
 */
const openDocuments = (list: { client: number; documentId: number }[]) =>
  inParallel(list, 20, async ({ client, documentId }) => {
    const editor = await joinedEditor(sockets[client]!.socket, documentId);
    editor.appendParagraph('');
    await editor.saved();
    editors.set(client, editor);
  });

/** Users browsing, searching, chatting and co-editing at random for `durationMs`. */
const mixed = async (plan: MixedPlan): Promise<MixedResult> => {
  const api: MixedResult['api'] = {
    catalogue: [],
    detail: [],
    search: [],
    'recent messages': [],
    send: [],
  };
  const result: Omit<MixedResult, 'eventLoopDelay'> = {
    api,
    statuses: {},
    failures: {},
    keystrokes: 0,
  };
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  const deadline = now() + plan.durationMs;
  const think = () => pause(-Math.log(1 - Math.random()) * plan.thinkMs);
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const timed = async (kind: MixedRequest, request: () => Promise<Response>) => {
    const started = now();
    try {
      const res = await request();
      await res.arrayBuffer();
      api[kind].push(now() - started);
      result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? String(err);
      result.failures[reason] = (result.failures[reason] ?? 0) + 1;
    }
  };
  const get = (kind: MixedRequest, cookie: string, path: string) =>
    timed(kind, () => fetch(`${plan.origin}${path}`, { headers: { cookie } }));

  const user = async ({ client }: (typeof sockets)[number], i: number) => {
    const editor = editors.get(i);
    await think();
    while (now() < deadline) {
      const roll = Math.random();
      if (editor) {
        editor.typeAt(0, stamp());
        result.keystrokes += 1;
      } else if (roll < 0.25) await get('catalogue', client.cookie, '/api/projects');
      else if (roll < 0.45) {
        await get('detail', client.cookie, `/api/projects/${pick(plan.listingIds)}`);
      } else if (roll < 0.75) {
        const q = encodeURIComponent(pick(plan.searches));
        await get('search', client.cookie, `/api/projects?q=${q}`);
      } else if (roll < 0.85) await get('recent messages', client.cookie, '/api/messages/recent');
      else {
        await timed('send', () => postMessage(plan.origin, client.cookie, plan.partners[i]!));
      }
      await think();
    }
    if (editor) {
      await editor.saved();
      editor.destroy();
      editors.delete(i);
    }
  };
  await Promise.all(sockets.map(user));
  delay.disable();
  // As in probe.mjs: the histogram holds whole intervals of its timer, the delay is the excess.
  const ms = (ns: number) => Math.round(Math.max(0, ns / 1e6 - resolutionMs) * 100) / 100;
  return { ...result, eventLoopDelay: { p99: ms(delay.percentile(99)), max: ms(delay.max) } };
};

const handle = async (command: WorkerCommand): Promise<unknown> => {
  switch (command.type) {
    case 'connect': {
      const path = command.path ?? REALTIME_PATH;
      // In the order given, whatever order they connect in: plans refer to clients by index.
      const from = sockets.length;
      await inParallel(command.clients, 20, async (client, i) => {
        sockets[from + i] = { client, socket: await connect(command.origin, path, client) };
      });
      return sockets.length;
    }
    case 'join':
      await inParallel(sockets.slice(sockets.length - command.last), 20, async ({ socket }) => {
        const answer = await socket.emitWithAck('doc:join', { documentId: command.documentId });
        if ('error' in answer) throw new Error(`doc:join refused: ${JSON.stringify(answer)}`);
      });
      return command.last;
    case 'relay': {
      const socket = sockets[0]!.socket as unknown as { emit(e: string, p: unknown): void };
      for (let i = 0; i < command.count; i++) {
        socket.emit('relay', { t: now() });
        await pause(command.intervalMs);
      }
      return command.count;
    }
    // One message or keystroke in flight at a time: what is measured is the latency of each
    // under the load of the other clients, not a queue of the sender's own.
    case 'post': {
      let failed = 0;
      for (let i = 0; i < command.count; i++) {
        const { cookie, receiverId } = command.senders[i % command.senders.length]!;
        const res = await postMessage(command.origin, cookie, receiverId);
        await res.arrayBuffer();
        if (res.status !== 201 && res.status !== 200) failed += 1;
        await pause(command.intervalMs);
      }
      return failed;
    }
    case 'type': {
      const socket = await connect(command.origin, REALTIME_PATH, {
        userId: '',
        cookie: command.cookie,
      });
      const editor = await joinedEditor(socket, command.documentId);
      editor.appendParagraph('');
      for (let i = 0; i < command.count; i++) {
        editor.typeAt(0, stamp());
        await editor.saved();
        await pause(command.intervalMs);
      }
      const refused = editor.refusals.length;
      editor.destroy();
      socket.close();
      return refused;
    }
    case 'wait': {
      const { kind, count, timeoutMs } = command;
      await new Promise<void>((resolve) => {
        const wake = () => {
          if (samples[kind].length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve();
        }, timeoutMs);
        waiters.add(wake);
        wake();
      });
      return samples[kind].splice(0);
    }
    case 'open-documents':
      await openDocuments(command.editors);
      return editors.size;
    case 'mixed':
      return mixed(command);
    case 'close':
      for (const { socket } of sockets.splice(0)) socket.close();
      return null;
  }
};

process.on('message', (message: { id: number; command: WorkerCommand }) => {
  handle(message.command).then(
    (result) => process.send!({ id: message.id, result }),
    (err: Error) => process.send!({ id: message.id, error: String(err?.stack ?? err) }),
  );
});
process.send!({ id: 0, result: 'ready' });
