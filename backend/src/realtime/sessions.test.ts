import type { ErrorBody } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Person, sendMessage, signUp } from '../../test/factories';
import { sessionCookie } from '../../test/helpers';
import { type ClientSocket, createLiveTestServer, flush } from '../../test/realtime';
import { sessions } from '../db/schema';

const server = await createLiveTestServer();

const send = (from: Person, to: Person, content: string) => sendMessage(server, from, to, content);

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
    await flush(server, otherDevice);
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
    await Promise.all([flush(server, current!), flush(server, currentTab!)]);
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
