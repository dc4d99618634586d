// The co-editing scenarios (issue 11/14): editors of one draft typing at once over the app's
// socket with the standard Yjs client of the tests, and the memory an open document costs.
import type { ChildProcess } from 'node:child_process';
import { REALTIME_PATH } from '@labbridge/shared-types';
import { io as connectClient } from 'socket.io-client';
import * as Y from 'yjs';
import { type YClient, yClient } from '../test/collab-client';
import type { ClientSocket } from '../test/realtime';
import type { Dataset } from './dataset';
import { askProbe } from './harness';

const CONVERGE_TIMEOUT_MS = 10_000;

interface Account {
  email: string;
  password: string;
}

const signIn = async (origin: string, account: Account) => {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`co-editing sign-in failed: ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
};

const connect = (origin: string, cookie: string) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const socket: ClientSocket = connectClient(origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** A fresh draft NDA between the bench researcher and the industry user. */
const newDraft = async (origin: string, cookie: string, dataset: Dataset) => {
  const party = (email: string, name: string, organization: string) => ({
    name,
    organization,
    email,
    role: 'Lead',
  });
  const res = await fetch(`${origin}/api/legal/generate-document`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      documentType: 'NDA',
      parties: {
        researcher: party(dataset.benchUser.email, 'Rosalind Franklin', 'King’s College'),
        industry: party(dataset.industryUser.email, 'Henry Ford', 'Ford Labs'),
      },
      projectDetails: {
        title: 'Helical imaging',
        description: 'X-ray diffraction of fibres at room temperature.',
        intellectualProperty: ['Patent GB-1953-51'],
        fundingAmount: 1_250_000,
        timeline: '18 months',
      },
    }),
  });
  if (res.status !== 201) throw new Error(`draft generation failed: ${await res.text()}`);
  return ((await res.json()) as { documentId: number }).documentId;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sameVectors = (clients: YClient[]) => {
  const first = Y.encodeStateVector(clients[0]!.doc).toString();
  return clients.every((c) => Y.encodeStateVector(c.doc).toString() === first);
};

/** Resolves when every replica holds the same updates (checked on each applied update). */
const converged = (clients: YClient[]) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!sameVectors(clients)) return;
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`replicas did not converge within ${CONVERGE_TIMEOUT_MS} ms`));
    }, CONVERGE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      for (const c of clients) c.doc.off('update', check);
    };
    for (const c of clients) c.doc.on('update', check);
    check();
  });

export interface CoeditingResult {
  editors: number;
  edits: number;
  /** Time from a round's last keystroke until every replica is identical (ms). */
  convergeP50: number;
  convergeP99: number;
  /** doc:message payload bytes sent by the editors per keystroke, and relayed back to them. */
  bytesUpPerKeystroke: number;
  bytesDownPerKeystroke: number;
}

/**
 * `editors` sockets (alternately the researcher's and the industry user's, as tabs of the two
 * parties) join one fresh draft; in each round every editor types one character at the start of
 * the same paragraph, then the round waits until all replicas are identical. `edits` keystrokes
 * in all; the payload bytes of doc:message each way are counted while typing.
 */
const typingSession = async (
  origin: string,
  cookies: [string, string],
  dataset: Dataset,
  editors: number,
  edits: number,
): Promise<CoeditingResult> => {
  const documentId = await newDraft(origin, cookies[0], dataset);
  const clients: YClient[] = [];
  const sockets: ClientSocket[] = [];
  const bytes = { up: 0, down: 0, counting: false };
  const size = (args: unknown[]) => {
    const data = (args[0] as { data?: { byteLength?: number } } | undefined)?.data;
    return data?.byteLength ?? 0;
  };
  try {
    for (let i = 0; i < editors; i++) {
      const socket = await connect(origin, cookies[i % 2]!);
      sockets.push(socket);
      socket.onAnyOutgoing((event, ...args) => {
        if (bytes.counting && event === 'doc:message') bytes.up += size(args);
      });
      socket.onAny((event, ...args) => {
        if (bytes.counting && event === 'doc:message') bytes.down += size(args);
      });
      const client = yClient(documentId);
      clients.push(client);
      const answer = await client.join(socket);
      if ('error' in answer) throw new Error(`doc:join refused: ${JSON.stringify(answer)}`);
      await client.synced();
    }
    clients[0]!.appendParagraph('Co-edited clause: ');
    await converged(clients);

    const rounds = Math.max(1, Math.round(edits / editors));
    const times: number[] = [];
    bytes.counting = true;
    for (let r = 0; r < rounds; r++) {
      for (const [i, c] of clients.entries()) c.typeAt(0, String.fromCharCode(97 + (i % 26)));
      const lastEdit = performance.now();
      await converged(clients);
      times.push(performance.now() - lastEdit);
    }
    await Promise.all(clients.map((c) => c.saved()));
    bytes.counting = false;
    const xml = clients[0]!.xml();
    if (clients.some((c) => c.xml() !== xml)) throw new Error('replicas differ after converging');
    if (clients.some((c) => c.refusals.length > 0)) throw new Error('the server refused an edit');

    const keystrokes = rounds * editors;
    times.sort((a, b) => a - b);
    return {
      editors,
      edits: keystrokes,
      convergeP50: round(percentile(times, 50)),
      convergeP99: round(percentile(times, 99)),
      bytesUpPerKeystroke: round(bytes.up / keystrokes, 1),
      bytesDownPerKeystroke: round(bytes.down / keystrokes, 1),
    };
  } finally {
    for (const c of clients) c.destroy();
    for (const s of sockets) s.close();
  }
};

/**
 * Server memory per open document: the probe's RSS and heap before and after one socket opens
 * `count` fresh drafts (the server keeps a Y.Doc and an awareness per open document). Without a
 * forced GC the heap figure includes garbage not yet collected: an upper bound.
 */
const memoryPerDocument = async (
  origin: string,
  cookie: string,
  dataset: Dataset,
  app: ChildProcess,
  count: number,
) => {
  // One more draft, opened before the first reading, loads what the first open loads once
  // (the HTML→Yjs schema and its DOM) so it does not count against the documents measured.
  const ids: number[] = [];
  for (let i = 0; i <= count; i++) ids.push(await newDraft(origin, cookie, dataset));
  const socket = await connect(origin, cookie);
  const clients: YClient[] = [];
  type Memory = { rss: number; heapUsed: number };
  const open = async (id: number) => {
    const client = yClient(id);
    clients.push(client);
    const answer = await client.join(socket);
    if ('error' in answer) throw new Error(`doc:join refused: ${JSON.stringify(answer)}`);
    await client.synced();
  };
  try {
    await open(ids.shift()!);
    const before = await askProbe<Memory>(app, 'probe:report');
    for (const id of ids) await open(id);
    const after = await askProbe<Memory>(app, 'probe:report');
    const kb = (n: number) => round(n / count / 1024, 1);
    return {
      documents: count,
      rssKbPerDocument: kb(after.rss - before.rss),
      heapKbPerDocument: kb(after.heapUsed - before.heapUsed),
    };
  } finally {
    for (const c of clients) c.destroy();
    socket.close();
  }
};

export const measureCoediting = async (options: {
  origin: string;
  dataset: Dataset;
  app: ChildProcess;
  /** Keystrokes per session (the figure is 1,000). */
  edits: number;
  openDocuments: number;
}) => {
  const { origin, dataset } = options;
  const cookies: [string, string] = [
    await signIn(origin, dataset.benchUser),
    await signIn(origin, dataset.industryUser),
  ];
  const sessions: CoeditingResult[] = [];
  for (const editors of [2, 5, 10]) {
    sessions.push(await typingSession(origin, cookies, dataset, editors, options.edits));
  }
  const memory = await memoryPerDocument(
    origin,
    cookies[0],
    dataset,
    options.app,
    options.openDocuments,
  );
  return { sessions, memory };
};
