import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Message } from '@labbridge/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BackendProcess,
  createSharedDatabase,
  serverUrl,
  spawnBackend,
} from '../backend-process';
import { type YClient, yClient } from '../collab-client';
import { documentHelpers, draftRequestBody, type Person, signUp } from '../factories';
import { readJson } from '../helpers';
import { type ClientSocket, eventually, reconnectingSocket, serverClient } from '../realtime';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

/**
 * The 10,000 on PostgreSQL. PGlite answers one query at a time in one worker, and its tier
 * runs in `npm test`, alone after the other files: it sends 200 (still three kills and restarts on
 * its data directory) to keep the suite within its time; SIGKILL_MESSAGES sets either.
 */
const MESSAGES = Number(process.env.SIGKILL_MESSAGES ?? (serverUrl ? 10_000 : 200));
const CONVERSATIONS = 16;
const KILLS = 3;
const DOCUMENTS = 2;

/**
 * The tiers: on PostgreSQL a standby process shares the database and the proxy fails over to it
 * when the active one is killed (the killed one restarts as the next standby); on PGlite, which
 * belongs to one process, the one process is killed and started again on its data directory.
 */
const tier = serverUrl
  ? 'PostgreSQL, failing over to a standby'
  : 'PGlite, restarted on its data dir';

const portOf = (url: string) => Number(new URL(url).port);

/**
 * A chat user as the browser is one: a socket that reconnects by itself, every message:new kept
 * by conversation and seq, and a catch-up through `since` after each (re)connect and whenever a
 * seq is skipped. It never reads anything the test hands it.
 */
const chatUser = (front: ReturnType<typeof serverClient>, person: Person, partnerId: string) => {
  const seen = new Map<number, Message>();
  let contiguous = 0;
  let catchingUp: Promise<void> | null = null;
  let again = false;

  const advance = () => {
    while (seen.has(contiguous + 1)) contiguous++;
  };

  const catchUp = (): Promise<void> => {
    if (catchingUp) {
      again = true;
      return catchingUp;
    }
    catchingUp = (async () => {
      do {
        again = false;
        for (let more = true; more; ) {
          const res = await front
            .request(`/api/messages/${partnerId}/since?after=${contiguous}&limit=500`, {
              cookie: person.cookie,
            })
            .catch(() => null);
          // The process is down: the next (re)connect asks again.
          if (res?.status !== 200) return;
          const page = await readJson(res);
          for (const m of page.messages as Message[]) seen.set(m.seq, m);
          advance();
          more = page.hasMore as boolean;
        }
      } while (again);
    })().finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  };

  const socket: ClientSocket = reconnectingSocket(front.url, person.cookie);
  socket.on('connect', () => void catchUp());
  socket.on('message:new', (m) => {
    if (seen.has(m.seq)) return;
    seen.set(m.seq, m);
    const before = contiguous;
    advance();
    if (m.seq > before + 1 && contiguous < m.seq) void catchUp();
  });

  return {
    socket,
    /** The conversation as this client shows it, in seq order. */
    view: () => [...seen.values()].sort((a, b) => a.seq - b.seq),
    /**
     * A network drop: the transport goes, Socket.IO reconnects on its own. Only while connected:
     * an engine closed while it is still opening leaves Socket.IO's Manager waiting for ever.
     */
    drop: () => {
      if (socket.connected) socket.io.engine.close();
    },
  };
};

/**
 * Processes killed with SIGKILL (no graceful shutdown) three times while 10,000 messages and
 * co-editing updates are written and clients drop at random: every acknowledged message and edit
 * is stored, a send retried after a lost ack is stored once (clientMessageId), and the clients
 * reconnect and catch up by themselves: 0 lost, 0 duplicated, 0 out of order per conversation.
 */
describe(`SIGKILL during writes (${tier})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
  let dataDir: string | undefined;
  let proxy: TcpProxy | undefined;
  let env: Record<string, string>;
  /** One slot per replica: the process running in it now. */
  const slots: BackendProcess[] = [];
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    env = {
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      RATE_LIMIT_MESSAGES_PER_USER: '1000000',
      MAX_SOCKETS_PER_USER: '100',
    };
    if (serverUrl) {
      shared = await createSharedDatabase(serverUrl);
      env.DATABASE_URL = shared.url;
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'labbridge-sigkill-'));
      env.DATA_DIR = dataDir;
    }
    const replicas = serverUrl ? 2 : 1;
    for (let i = 0; i < replicas; i++) slots.push(await spawnBackend(env));
    proxy = await startTcpProxy(slots.map((p) => ({ host: '127.0.0.1', port: portOf(p.url) })));
  }, 120_000);

  afterAll(async () => {
    for (const close of closers) close();
    await proxy?.close();
    await Promise.allSettled(slots.map((p) => p.stop()));
    await shared?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('loses, doubles and reorders nothing acknowledged; clients catch up by themselves', async () => {
    const front = serverClient(`http://127.0.0.1:${proxy!.port}`);
    const pairs = await Promise.all(
      Array.from({ length: CONVERSATIONS }, async () => {
        const researcher = await signUp(front, { userType: 'researcher' });
        const industry = await signUp(front, { userType: 'industry' });
        return [researcher, industry] as const;
      }),
    );
    const users = pairs.flatMap(([r, i]) => [
      { person: r, partner: i, client: chatUser(front, r, i.user.id) },
      { person: i, partner: r, client: chatUser(front, i, r.user.id) },
    ]);
    for (const u of users) closers.push(() => u.client.socket.close());
    await eventually(
      () => expect(users.every((u) => u.client.socket.connected)).toBe(true),
      20_000,
    );

    // Co-editing: two editors per draft, rejoining after every reconnect.
    const editors: { editor: YClient; socket: ClientSocket; typed: string[] }[] = [];
    const documentIds: number[] = [];
    for (const [researcher, industry] of pairs.slice(0, DOCUMENTS)) {
      const { documentId } = await documentHelpers(front).generated(
        researcher,
        draftRequestBody(researcher, industry),
      );
      documentIds.push(documentId);
      for (const person of [researcher, industry]) {
        const editor = yClient(documentId);
        const socket: ClientSocket = reconnectingSocket(front.url, person.cookie);
        closers.push(() => socket.close());
        socket.on('connect', () => void editor.join(socket).catch(() => undefined));
        await eventually(() => expect(socket.connected).toBe(true), 20_000);
        await editor.synced();
        editors.push({ editor, socket, typed: [] });
      }
    }

    const acked = new Map<string, Message>();
    const replayed = new Set<string>();
    /** Each sender's acknowledged messages in the order it sent them. */
    const bySender = new Map<string, Message[]>();
    let sent = 0;
    let kills = 0;
    let stopping = false;

    /** One send, retried with the same clientMessageId until acknowledged. */
    const send = async (from: Person, to: Person, content: string) => {
      const clientMessageId = randomUUID();
      const deadline = Date.now() + 60_000;
      for (;;) {
        const res = await front
          .request('/api/messages', {
            method: 'POST',
            cookie: from.cookie,
            json: { receiverId: to.user.id, content, clientMessageId },
          })
          .catch(() => null);
        if (res && (res.status === 201 || res.status === 200)) {
          const message = (await readJson(res)) as Message;
          if (res.status === 200) replayed.add(clientMessageId);
          acked.set(clientMessageId, message);
          bySender.get(from.user.id)!.push(message);
          return;
        }
        // Only a process going away may fail a send; anything else is a bug.
        if (res && res.status < 500) throw new Error(`send: ${res.status} ${await res.text()}`);
        if (Date.now() > deadline) throw new Error('send never acknowledged');
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const writer = async (from: Person, to: Person) => {
      bySender.set(from.user.id, []);
      while (sent < MESSAGES) {
        const n = sent++;
        await send(from, to, `message ${n}`);
      }
    };

    const typist = async ({ editor, socket, typed }: (typeof editors)[number], k: number) => {
      for (let i = 0; !stopping; i++) {
        // Someone looking at a disconnected editor waits for it to come back.
        await eventually(() => expect(socket.connected).toBe(true), 60_000);
        const text = `editor ${k} line ${i}`;
        editor.appendParagraph(text);
        typed.push(text);
        // Paced by the acks, as a person is by the screen, with a floor of 50 ms between lines.
        await Promise.all([editor.saved(), new Promise((r) => setTimeout(r, 50))]);
      }
    };

    /** Kills the active process at each quarter of the run; the proxy moves clients on. */
    const killer = async () => {
      let active = 0;
      const restarts: Promise<void>[] = [];
      while (kills < KILLS) {
        const due = ((kills + 1) * MESSAGES) / (KILLS + 1);
        if (acked.size < due) {
          // Random client drops meanwhile.
          const victim = users[Math.floor(Math.random() * users.length)]!;
          victim.client.drop();
          await new Promise((r) => setTimeout(r, 25));
          continue;
        }
        const victim = slots[active]!;
        const port = portOf(victim.url);
        process.kill(victim.pid, 'SIGKILL');
        await victim.exited;
        kills++;
        const restart = spawnBackend({ ...env, PORT: String(port) }).then((p) => {
          slots[slots.indexOf(victim)] = p;
        });
        restarts.push(restart);
        // With a standby the run goes on there; PGlite's one process must come back first.
        if (slots.length > 1) active = (active + 1) % slots.length;
        else await restart;
        // A standby must be up before the next kill.
        if (slots.length > 1) await restart;
      }
      await Promise.all(restarts);
    };

    const writers = pairs.flatMap(([r, i]) => [writer(r, i), writer(i, r)]);
    const typists = editors.map((e, k) => typist(e, k));
    await Promise.all([...writers, killer()]);
    stopping = true;
    await Promise.all(typists);

    expect(kills).toBe(KILLS);
    expect(acked.size).toBe(MESSAGES);

    // What the database holds, conversation by conversation.
    for (const [researcher, industry] of pairs) {
      const stored: Message[] = [];
      for (let after = 0, more = true; more; ) {
        const res = await front.request(
          `/api/messages/${industry.user.id}/since?after=${after}&limit=500`,
          { cookie: researcher.cookie },
        );
        const page = await readJson(res);
        const messages = page.messages as Message[];
        stored.push(...messages);
        more = page.hasMore as boolean;
        after = messages.at(-1)?.seq ?? after;
      }
      const ids = new Set([researcher.user.id, industry.user.id]);
      const expected = [...acked.values()].filter((m) => ids.has(m.senderId));
      // 0 lost, 0 duplicated: exactly the acknowledged messages, each as it was acknowledged.
      expect(new Set(stored.map((m) => m.clientMessageId)).size).toBe(stored.length);
      expect(stored.length).toBe(expected.length);
      for (const m of stored) expect(m).toEqual(acked.get(m.clientMessageId!));
      // 0 out of order: seqs run 1..n, and each sender's messages in the order it sent them.
      expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
      for (const person of [researcher, industry]) {
        const seqs = bySender.get(person.user.id)!.map((m) => m.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      }
      // Both clients show that same conversation, caught up without being asked to.
      for (const u of users.filter((x) => x.person === researcher || x.person === industry)) {
        await eventually(() => expect(u.client.view()).toEqual(stored), 20_000);
      }
    }

    // Every line typed is in the database (re-sent by a rejoin when its ack was lost), and the
    // editors converge with what a fresh reader loads from there.
    for (const [d, documentId] of documentIds.entries()) {
      const reader = yClient(documentId);
      const readerSocket = await front.connect(pairs[d]![0].cookie);
      closers.push(() => readerSocket.close());
      await reader.join(readerSocket);
      await reader.synced();
      const pair = editors.slice(d * 2, d * 2 + 2);
      await eventually(() => {
        for (const { editor, typed } of pair) {
          for (const text of typed) expect(reader.xml()).toContain(`>${text}<`);
          expect(editor.xml()).toBe(reader.xml());
        }
      }, 20_000);
      reader.destroy();
    }
    console.info(
      `sigkill (${tier}): ${acked.size} messages, ${replayed.size} retries answered with the stored message, ${kills} kills, ${editors.reduce((n, e) => n + e.typed.length, 0)} lines typed`,
    );
    // A bound, not a target: the 10,000 on PostgreSQL took just over 300 s on a loaded 2-core
    // machine, and timed out there at 300 s with nothing lost.
  }, 600_000);
});
