import { randomUUID } from 'node:crypto';
import type { Message } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { type Person, sendMessage, signUp } from '../../test/factories';
import { readJson } from '../../test/helpers';
import { collect, createLiveTestServer, eventually, flush, nextEvent } from '../../test/realtime';

const server = await createLiveTestServer();

const send = (from: Person, to: Person, content: string, clientMessageId?: string) =>
  sendMessage(server, from, to, content, clientMessageId);

describe('message:new', () => {
  it('reaches every socket of the receiver and the sender, and never a third user', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const c = await signUp(server);
    const [a1, b1, b2, c1] = await server.connectEach([a, b, b, c]);
    const seenByC = collect(c1, 'message:new');
    const notesToA = collect(a1, 'notification:new');
    const waits = [a1, b1, b2].map((s) => nextEvent(s, 'message:new'));
    const bell = nextEvent(b1, 'notification:new');

    const sent = await send(a, b, 'Hello B');
    for (const got of await Promise.all(waits)) expect(got).toEqual(sent);
    expect(await bell).toMatchObject({ type: 'message', actionUrl: `/messages?user=${a.user.id}` });
    await Promise.all([flush(server, c1), flush(server, a1)]);
    expect(seenByC).toEqual([]);
    expect(notesToA).toEqual([]);
  });

  it('delivers a retried send once', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const b1 = await server.connect(b.cookie);
    const seen = collect(b1, 'message:new');
    const id = randomUUID();
    const first = await send(a, b, 'only once', id);
    const retry = await send(a, b, 'only once', id);
    expect(retry.id).toBe(first.id);
    await eventually(() => expect(seen).toHaveLength(1));
    await flush(server, b1);
    expect(seen).toHaveLength(1);
  });
});

describe('read receipts', () => {
  it('tells the sender (and the reader’s other tabs) what was read', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const [a1, b2] = await Promise.all([server.connect(a.cookie), server.connect(b.cookie)]);
    await send(a, b, 'one');
    const last = await send(a, b, 'two');
    const receipt = nextEvent(a1, 'message:read');
    const ownTab = nextEvent(b2, 'message:read');
    const bell = nextEvent(b2, 'notification:read');
    await server.request(`/api/messages/${a.user.id}/read`, { method: 'POST', cookie: b.cookie });
    const expected = { byUserId: b.user.id, withUserId: a.user.id, upToSeq: last.seq };
    expect(await receipt).toEqual(expected);
    expect(await ownTab).toEqual(expected);
    expect(await bell).toMatchObject({ unreadCount: 0 });
  });
});

describe('reconnect and catch-up', () => {
  it('ends with every message exactly once, in order, after missing three', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const held = new Map<number, Message>();
    const hold = (m: Message) => held.set(m.seq, m);

    let b1 = await server.connect(b.cookie);
    b1.on('message:new', hold);
    const firstLive = nextEvent(b1, 'message:new');
    await send(a, b, 'm1');
    await firstLive;
    b1.close();

    for (const text of ['m2', 'm3', 'm4']) await send(a, b, text);

    b1 = await server.connect(b.cookie);
    b1.on('message:new', hold);
    // A message sent between reconnecting and catching up arrives both live and in `since`.
    const live = nextEvent(b1, 'message:new');
    await send(a, b, 'm5');
    await live;
    const lastHeldBeforeGap = 1;
    const res = await server.request(
      `/api/messages/${a.user.id}/since?after=${lastHeldBeforeGap}`,
      { cookie: b.cookie },
    );
    const { messages } = await readJson(res);
    for (const m of messages) hold(m);

    const ordered = [...held.values()].sort((x, y) => x.seq - y.seq);
    expect(ordered.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(ordered.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(ordered.map((m) => m.id)).size).toBe(5);
  });
});
