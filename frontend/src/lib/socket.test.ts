import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppSocket, onEventsMissed } from './socket';

// A real client socket that never connects: the test fires the events its listeners hear.
let socket: AppSocket;
afterEach(() => socket.close());

const fire = (target: { listeners(event: string): unknown[] }, event: string) => {
  for (const listener of target.listeners(event)) (listener as () => void)();
};

describe('onEventsMissed', () => {
  it('catches up after a reconnect and after realtime:resync, not on the first connect', () => {
    socket = io('http://127.0.0.1:9', { autoConnect: false });
    let runs = 0;
    const stop = onEventsMissed(socket, () => runs++);
    fire(socket, 'connect');
    expect(runs).toBe(0);
    fire(socket.io, 'reconnect');
    fire(socket, 'realtime:resync');
    expect(runs).toBe(2);
    stop();
    fire(socket.io, 'reconnect');
    fire(socket, 'realtime:resync');
    expect(runs).toBe(2);
  });

  it('with everyConnect, catches up on every connect and after realtime:resync', () => {
    socket = io('http://127.0.0.1:9', { autoConnect: false });
    let runs = 0;
    const stop = onEventsMissed(socket, () => runs++, { everyConnect: true });
    fire(socket, 'connect');
    fire(socket, 'realtime:resync');
    expect(runs).toBe(2);
    stop();
    fire(socket, 'connect');
    fire(socket, 'realtime:resync');
    expect(runs).toBe(2);
  });
});
