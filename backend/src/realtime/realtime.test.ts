import { randomUUID } from 'node:crypto';
import type { ErrorBody, Message, PresenceEvent } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { proveEmail, readJson, sessionCookie, signUp } from '../../test/helpers';
import {
  type ClientSocket,
  collect,
  eventually,
  nextEvent,
  settle,
  startLiveServer,
} from '../../test/realtime';
import { sessions } from '../db/schema';
import { ADMINS_ROOM } from './rooms';

const server = await startLiveServer(await openTestDatabase(), {
  adminEmails: ['tto@example.test', 'new-tto@example.test'],
});
afterAll(() => server.close());

type Person = Awaited<ReturnType<typeof signUp>>;

const send = async (from: Person, to: Person, content: string, clientMessageId = randomUUID()) => {
  const res = await server.request('/api/messages', {
    method: 'POST',
    cookie: from.cookie,
    json: { receiverId: to.user.id, content, clientMessageId },
  });
  expect([200, 201]).toContain(res.status);
  return (await readJson(res)) as Message;
};

const handshakeRefusal = async (cookie?: string) => {
  const err = (await server.connect(cookie).catch((e: unknown) => e)) as Error & {
    data?: ErrorBody;
  };
  expect(err).toBeInstanceOf(Error);
  return err.data;
};

describe('handshake', () => {
  it('refuses a socket without a session, with a bad one and with a revoked one', async () => {
    expect((await handshakeRefusal())?.error).toMatchObject({
      code: 'AUTHENTICATION_ERROR',
      retryable: false,
    });
    expect((await handshakeRefusal('lb_session=not-a-token'))?.error.code).toBe(
      'AUTHENTICATION_ERROR',
    );
    const a = await signUp(server);
    await server.request('/api/logout', { method: 'POST', cookie: a.cookie });
    const revoked = await handshakeRefusal(a.cookie);
    expect(revoked?.error.code).toBe('AUTHENTICATION_ERROR');
    expect(typeof revoked?.error.correlationId).toBe('string');
  });

  it('refuses a socket opened from another site', async () => {
    const a = await signUp(server);
    const { io } = await import('socket.io-client');
    const err = await new Promise<Error & { data?: ErrorBody }>((resolve) => {
      const socket = io(server.url, {
        transports: ['websocket'],
        extraHeaders: { cookie: a.cookie, origin: 'https://evil.example' },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect_error', (e) => {
        socket.close();
        resolve(e);
      });
    });
    expect(err.data?.error.code).toBe('SECURITY_ERROR');
  });

  it('puts superadmins, and only them, in the admins room', async () => {
    const admin = await signUp(server, { email: 'tto@example.test' }, { onboard: false });
    await proveEmail(server, admin.user);
    const onboarded = await server.request('/api/auth/complete-onboarding', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        userType: 'superadmin',
        firstName: 'Tech',
        lastName: 'Transfer',
        organization: 'TTO',
        position: 'Director',
      },
    });
    expect((await readJson(onboarded)).userType).toBe('superadmin');
    const other = await signUp(server);
    const adminSocket = await server.connect(admin.cookie);
    const otherSocket = await server.connect(other.cookie);
    const inRoom = (await server.realtime.io.in(ADMINS_ROOM).fetchSockets()).map((s) => s.id);
    expect(inRoom).toContain(adminSocket.id);
    expect(inRoom).not.toContain(otherSocket.id);
  });

  it('moves a socket into the admins room when its user becomes a superadmin at onboarding', async () => {
    const onboard = (cookie: string, userType: string) =>
      server.request('/api/auth/complete-onboarding', {
        method: 'POST',
        cookie,
        json: {
          userType,
          firstName: 'New',
          lastName: 'Role',
          organization: 'TTO',
          position: 'Lead',
        },
      });
    const admins = async () =>
      (await server.realtime.io.in(ADMINS_ROOM).fetchSockets()).map((s) => s.id);
    const admin = await signUp(server, { email: 'new-tto@example.test' }, { onboard: false });
    await proveEmail(server, admin.user);
    const researcher = await signUp(server, {}, { onboard: false });
    const [adminSocket, researcherSocket] = await Promise.all([
      server.connect(admin.cookie),
      server.connect(researcher.cookie),
    ]);
    expect(await admins()).not.toContain(adminSocket.id);

    expect((await onboard(admin.cookie, 'superadmin')).status).toBe(200);
    expect((await onboard(researcher.cookie, 'researcher')).status).toBe(200);
    const inRoom = await admins();
    expect(inRoom).toContain(adminSocket.id);
    expect(inRoom).not.toContain(researcherSocket.id);
  });
});

describe('message:new', () => {
  it('reaches every socket of the receiver and the sender, and never a third user', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const c = await signUp(server);
    const [a1, b1, b2, c1] = await Promise.all([a, b, b, c].map((p) => server.connect(p.cookie)));
    const seenByC = collect(c1!, 'message:new');
    const notesToA = collect(a1!, 'notification:new');
    const waits = [a1, b1, b2].map((s) => nextEvent(s!, 'message:new'));
    const bell = nextEvent(b1!, 'notification:new');

    const sent = await send(a, b, 'Hello B');
    for (const got of await Promise.all(waits)) expect(got).toEqual(sent);
    expect(await bell).toMatchObject({ type: 'message', actionUrl: `/messages?user=${a.user.id}` });
    await settle();
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
    await settle();
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
    const [a1, b1, s1] = await Promise.all([a, b, stranger].map((p) => server.connect(p.cookie)));
    const seenByStranger = collect(s1!, 'typing');
    const typing = nextEvent(b1!, 'typing');
    await a1!.emitWithAck('typing', { toUserId: b.user.id, isTyping: true });
    expect(await typing).toEqual({ userId: a.user.id, isTyping: true });

    const refused = (await a1!.emitWithAck('typing', {
      toUserId: stranger.user.id,
      isTyping: true,
    })) as ErrorBody;
    expect(refused.error.code).toBe('AUTHORIZATION_ERROR');
    await settle();
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
    extraTab.close();
    await settle();
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
    await server.connect(a.cookie, (socket) => {
      seen = collect(socket, 'presence');
    });
    await eventually(() => expect(seen).toEqual([{ userId: online.user.id, online: true }]));
    await settle();
    expect(seen).toHaveLength(1);
  });
});

describe('session revocation', () => {
  it('disconnects the sockets of a session that logs out, and only those', async () => {
    const a = await signUp(server);
    const login = await server.request('/api/login', {
      method: 'POST',
      json: { email: a.email, password: a.password },
    });
    const otherSession = login.headers.get('set-cookie')!.split(';')[0]!;
    const [tab, otherDevice] = await Promise.all([
      server.connect(a.cookie),
      server.connect(otherSession),
    ]);
    const reason = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    await server.request('/api/logout', { method: 'POST', cookie: a.cookie });
    expect(await reason).toBe('io server disconnect');
    await settle();
    expect(otherDevice.connected).toBe(true);
  });

  it('disconnects the other sessions’ sockets on a password change and keeps the current one', async () => {
    const a = await signUp(server);
    const signIn = () =>
      server.request('/api/login', {
        method: 'POST',
        json: { email: a.email, password: a.password },
      });
    const otherDevices = [sessionCookie(await signIn()), sessionCookie(await signIn())];
    const [current, currentTab, ...others] = await Promise.all(
      [a.cookie, a.cookie, ...otherDevices].map((cookie) => server.connect(cookie)),
    );
    const reasons = others.map(
      (s) => new Promise<string>((resolve) => s!.once('disconnect', resolve)),
    );

    const res = await server.request('/api/auth/user', {
      method: 'PUT',
      cookie: a.cookie,
      json: { currentPassword: a.password, newPassword: 'a brand new passphrase' },
    });
    expect(res.status).toBe(200);
    expect(await Promise.all(reasons)).toEqual(['io server disconnect', 'io server disconnect']);
    await settle();
    expect(current!.connected).toBe(true);
    expect(currentTab!.connected).toBe(true);
  });
});

describe('sessions that end without an event (expiry, another process such as admin:create)', () => {
  const sessionOf = async (socket: ClientSocket) => {
    const found = (await server.realtime.io.fetchSockets()).find((s) => s.id === socket.id);
    return found!.data.sessionId;
  };
  const disconnected = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));

  it('answers the next client event of a revoked session with an error ack and disconnects', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    await send(a, b, 'hi');
    const socket = await server.connect(a.cookie);
    await server.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, await sessionOf(socket)));
    const reason = disconnected(socket);
    const answer = (await socket.emitWithAck('typing', {
      toUserId: b.user.id,
      isTyping: true,
    })) as ErrorBody;
    expect(answer.error.code).toBe('AUTHENTICATION_ERROR');
    expect(await reason).toBe('io server disconnect');
  });

  it('sweeps out the sockets of an expired session and leaves live ones alone', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const [expiring, live] = await Promise.all([
      server.connect(a.cookie),
      server.connect(b.cookie),
    ]);
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, await sessionOf(expiring)));
    const reason = disconnected(expiring);
    expect(await server.realtime.sweepSessions()).toBe(1);
    expect(await reason).toBe('io server disconnect');
    expect(live.connected).toBe(true);
  });
});
