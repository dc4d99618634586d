import { type ErrorBody, errorBodySchema } from '@labbridge/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proveEmail, signUp } from '../../test/factories';
import { readJson } from '../../test/helpers';
import { createLiveTestServer } from '../../test/realtime';
import { ADMINS_ROOM } from './rooms';

const server = await createLiveTestServer({
  adminEmails: ['tto@example.test', 'new-tto@example.test'],
});

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

describe('unexpected socket failures', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The correlation id of each 'error' line the server logs while `act` runs. */
  const loggedIds = async (act: () => Promise<unknown>) => {
    const logged = vi.spyOn(server.deps.logger, 'error').mockImplementation(() => undefined);
    logged.mockClear();
    const body = errorBodySchema.parse(await act());
    const ids = logged.mock.calls.map(
      ([fields]) => (fields as { correlationId?: string }).correlationId,
    );
    return { body, ids };
  };

  it('log the correlation id the client was given, for a handshake, an event and a co-editing event', async () => {
    const a = await signUp(server);
    const broken = () => Promise.reject(new Error('database went away'));

    vi.spyOn(server.deps.sessions, 'resolve').mockImplementationOnce(broken);
    const handshake = await loggedIds(() => handshakeRefusal(a.cookie));
    expect(handshake.body.error.code).toBe('SYSTEM_ERROR');
    expect(handshake.ids).toEqual([handshake.body.error.correlationId]);

    const socket = await server.connect(a.cookie);
    vi.spyOn(server.realtime.presence, 'onlineAmong').mockImplementationOnce(broken);
    const event = await loggedIds(() => socket.emitWithAck('presence:query', { userIds: [] }));
    expect(event.body.error.code).toBe('SYSTEM_ERROR');
    expect(event.ids).toEqual([event.body.error.correlationId]);

    vi.spyOn(server.realtime.collab, 'join').mockImplementationOnce(broken);
    const join = await loggedIds(() => socket.emitWithAck('doc:join', { documentId: 1 }));
    expect(join.body.error.code).toBe('SYSTEM_ERROR');
    expect(join.ids).toEqual([join.body.error.correlationId]);
  });
});
