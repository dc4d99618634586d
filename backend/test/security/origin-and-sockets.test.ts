import { REALTIME_PATH } from '@labbridge/shared-types';
import { io as connectClient } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildRegistration, signUp } from '../factories';
import { type ClientSocket, createLiveTestServer } from '../realtime';

const server = await createLiveTestServer({ maxSocketsPerUser: 3 });

const own = new URL(server.url);
const register = (origin: string) =>
  server.request('/api/register', {
    method: 'POST',
    json: buildRegistration(),
    headers: { origin },
  });

/** Opens a socket with the given headers; resolves with it, or with the handshake's error body. */
const openSocket = (headers: Record<string, string>) =>
  new Promise<{ socket?: ClientSocket; error?: { code: string } }>((resolve) => {
    const socket: ClientSocket = connectClient(server.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err: Error & { data?: { error: { code: string } } }) => {
      socket.close();
      resolve({ error: err.data?.error });
    });
  });

describe('the Origin check', () => {
  it('compares scheme, host and port, not the host alone', async () => {
    expect((await register(`https://${own.host}`)).status).toBe(403);
    expect((await register(`http://${own.hostname}:1`)).status).toBe(403);
    expect((await register(`http://${own.host}`)).status).toBe(201);
  });

  it('applies the same rule to sockets', async () => {
    const user = await signUp(server);
    const foreign = await openSocket({ cookie: user.cookie, origin: `https://${own.host}` });
    expect(foreign.error?.code).toBe('SECURITY_ERROR');
    const same = await openSocket({ cookie: user.cookie, origin: own.origin });
    expect(same.socket?.connected).toBe(true);
    same.socket?.close();
  });
});

describe('sockets per user', () => {
  it('are capped; closing one makes room for another', async () => {
    const user = await signUp(server);
    const other = await signUp(server);
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push((await openSocket({ cookie: user.cookie })).socket!);
    const refused = await openSocket({ cookie: user.cookie });
    expect(refused.error?.code).toBe('RATE_LIMIT_ERROR');
    // Somebody else is not affected.
    const theirs = await openSocket({ cookie: other.cookie });
    expect(theirs.socket?.connected).toBe(true);
    theirs.socket?.close();

    open.pop()!.close();
    // The server hears of the close a moment later: ask until it has.
    let again: Awaited<ReturnType<typeof openSocket>> = {};
    const deadline = Date.now() + 3000;
    while (!again.socket && Date.now() < deadline)
      again = await openSocket({ cookie: user.cookie });
    expect(again.socket?.connected).toBe(true);
    for (const socket of [...open, again.socket!]) socket.close();
  });
});
