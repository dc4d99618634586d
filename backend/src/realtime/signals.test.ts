import type { ErrorBody, PresenceEvent } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { type Person, sendMessage, signUp } from '../../test/factories';
import { collect, createLiveTestServer, eventually, flush, nextEvent } from '../../test/realtime';

const server = await createLiveTestServer();

const send = (from: Person, to: Person, content: string) => sendMessage(server, from, to, content);

/** Waits until the server has dropped a closed socket and finished the presence work it caused. */
const closed = async (socketId: string | undefined) => {
  const isGone = async () =>
    !(await server.realtime.io.fetchSockets()).some((s) => s.id === socketId);
  const deadline = Date.now() + 3_000;
  while (!(await isGone())) {
    if (Date.now() > deadline) throw new Error(`socket ${socketId} is still connected`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await server.realtime.idle();
};

describe('client events', () => {
  it('answers invalid payloads with an error ack and keeps the socket working', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    await send(a, b, 'hi');
    const a1 = await server.connect(a.cookie);

    const bad = (await a1.emitWithAck('typing', {
      toUserId: 'nope',
      isTyping: 'yes',
    } as never)) as ErrorBody;
    expect(bad.error).toMatchObject({ code: 'VALIDATION_ERROR', retryable: false });
    expect(bad.error.details).toHaveProperty('toUserId');
    expect(bad.error.details).toHaveProperty('isTyping');
    const notObject = (await a1.emitWithAck('typing', 'garbage' as never)) as ErrorBody;
    expect(notObject.error.code).toBe('VALIDATION_ERROR');
    const badQuery = (await a1.emitWithAck('presence:query', {
      userIds: 'x',
    } as never)) as ErrorBody;
    expect(badQuery.error.code).toBe('VALIDATION_ERROR');
    a1.emit('typing', null as never);
    (a1 as unknown as { emit(e: string): void }).emit('typing');

    expect(await a1.emitWithAck('typing', { toUserId: b.user.id, isTyping: true })).toEqual({
      ok: true,
    });
    expect(a1.connected).toBe(true);
  });

  it('answers an unknown event that asks for an ack with an error ack', async () => {
    const a = await signUp(server);
    const a1 = await server.connect(a.cookie);
    // An event outside the typed map, as a stale or hostile client might send; no answer in 2 s fails.
    const loose = a1.timeout(2_000) as unknown as {
      emitWithAck(event: string, ...args: unknown[]): Promise<unknown>;
    };
    const answer = (await loose.emitWithAck('message:delete', { id: 1 })) as ErrorBody;
    expect(answer.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Unknown event' });
    expect(answer.error.details).toHaveProperty('event');
    expect(await a1.emitWithAck('presence:query', { userIds: [] })).toEqual({
      ok: true,
      online: [],
    });
    expect(a1.connected).toBe(true);
  });

  it('shows typing to the conversation partner only', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const stranger = await signUp(server);
    await send(a, b, 'hi');
    const [a1, b1, s1] = await server.connectEach([a, b, stranger]);
    const seenByStranger = collect(s1, 'typing');
    const typing = nextEvent(b1, 'typing');
    await a1.emitWithAck('typing', { toUserId: b.user.id, isTyping: true });
    expect(await typing).toEqual({ userId: a.user.id, isTyping: true });

    const refused = (await a1.emitWithAck('typing', {
      toUserId: stranger.user.id,
      isTyping: true,
    })) as ErrorBody;
    expect(refused.error.code).toBe('AUTHORIZATION_ERROR');
    await flush(server, s1);
    expect(seenByStranger).toEqual([]);
  });

  it('announces presence to partners and answers presence queries about them only', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const stranger = await signUp(server);
    await send(a, b, 'hi');
    const b1 = await server.connect(b.cookie);
    await server.connect(stranger.cookie);

    const cameOnline = nextEvent(b1, 'presence');
    const a1 = await server.connect(a.cookie);
    expect(await cameOnline).toEqual({ userId: a.user.id, online: true });

    const answer = await b1.emitWithAck('presence:query', {
      userIds: [a.user.id, stranger.user.id],
    });
    expect(answer).toEqual({ ok: true, online: [a.user.id] });

    // A second tab neither announces again nor takes the user offline when it closes.
    const extraTab = await server.connect(a.cookie);
    const extraTabId = extraTab.id;
    extraTab.close();
    await closed(extraTabId);
    expect(await b1.emitWithAck('presence:query', { userIds: [a.user.id] })).toEqual({
      ok: true,
      online: [a.user.id],
    });

    const wentOffline = nextEvent(b1, 'presence');
    a1.close();
    expect(await wentOffline).toEqual({ userId: a.user.id, online: false });
  });

  it('tells a socket that connects which of its partners are online already', async () => {
    const a = await signUp(server);
    const online = await signUp(server);
    const offline = await signUp(server);
    const stranger = await signUp(server);
    await send(a, online, 'hi');
    await send(offline, a, 'hello');
    await Promise.all([server.connect(online.cookie), server.connect(stranger.cookie)]);

    let seen: PresenceEvent[] = [];
    const a1 = await server.connect(a.cookie, (socket) => {
      seen = collect(socket, 'presence');
    });
    await eventually(() => expect(seen).toEqual([{ userId: online.user.id, online: true }]));
    await server.realtime.idle();
    await flush(server, a1);
    expect(seen).toHaveLength(1);
  });
});
