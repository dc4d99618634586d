import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppSocket, listen, onEventsMissed } from './socket';

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

describe('listen', () => {
  it('subscribes each handler to its own event and unsubscribes them all at once', () => {
    socket = io('http://127.0.0.1:9', { autoConnect: false });
    const heard: string[] = [];
    const stop = listen(socket, {
      connect: () => heard.push('connect'),
      'realtime:resync': () => heard.push('resync'),
    });
    fire(socket, 'realtime:resync');
    fire(socket, 'connect');
    expect(heard).toEqual(['resync', 'connect']);
    stop();
    expect(socket.listeners('connect')).toHaveLength(0);
    expect(socket.listeners('realtime:resync')).toHaveLength(0);
  });
});
