import { API } from '@labbridge/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKey } from '../../lib/api-client';
import type { AppSocket } from '../../lib/socket';
import { bindDocumentEvents } from './live';

// A real client socket that never connects: the test fires what the server would send.
let socket: AppSocket;
afterEach(() => socket.close());

const fire = (event: string, payload: unknown) => {
  for (const listener of socket.listeners(event as 'connect')) {
    (listener as (p: unknown) => void)(payload);
  }
};

const comments = (id: number) => apiKey(API.documentCollab.comments, { params: { id } });
const versions = (id: number) => apiKey(API.documentCollab.versions, { params: { id } });

describe('bindDocumentEvents', () => {
  it('refetches the comments or versions of the document the server names, and only those', () => {
    socket = io('http://127.0.0.1:9', { autoConnect: false });
    const queryClient = new QueryClient();
    for (const key of [comments(7), comments(8), versions(7), versions(8)]) {
      queryClient.setQueryData(key, { threads: [], versions: [] });
    }
    const stale = () =>
      [comments(7), comments(8), versions(7), versions(8)].map(
        (key) => queryClient.getQueryState(key)?.isInvalidated,
      );
    const stop = bindDocumentEvents(socket, { me: 'reader', queryClient });

    fire('doc:comments', { documentId: 7 });
    expect(stale()).toEqual([true, false, false, false]);
    fire('doc:versions', { documentId: 8 });
    expect(stale()).toEqual([true, false, false, true]);

    stop();
    fire('doc:comments', { documentId: 8 });
    expect(stale()).toEqual([true, false, false, true]);
  });
});
