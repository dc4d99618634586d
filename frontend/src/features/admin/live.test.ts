import { API } from '@labbridge/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKey } from '../../lib/api-client';
import type { AppSocket } from '../../lib/socket';
import { bindAdminEvents } from './live';

// A real client socket that never connects: the test fires what the server would send.
let socket: AppSocket;
afterEach(() => socket.close());

const fire = (event: string, payload: unknown) => {
  for (const listener of socket.listeners(event as 'connect')) {
    (listener as (p: unknown) => void)(payload);
  }
};

/** The dashboard's reads that a deal's step changes, as the dashboard caches them. */
const DEAL_VIEWS = [
  apiKey(API.admin.institutionStats),
  apiKey(API.admin.collaborations, { query: { page: 1, limit: 10 } }),
  apiKey(API.admin.stalledDeals, { query: { limit: 5 } }),
  apiKey(API.admin.analytics, { query: { period: '30d' } }),
];
const UNRELATED = apiKey(API.admin.auditLog, { query: { limit: 15 } });

describe('bindAdminEvents', () => {
  it('refetches the deal figures and tables when a collaboration or a document moves', () => {
    socket = io('http://127.0.0.1:9', { autoConnect: false });
    const queryClient = new QueryClient();
    const stale = () => DEAL_VIEWS.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    const reset = () => {
      for (const key of [...DEAL_VIEWS, UNRELATED]) queryClient.setQueryData(key, {});
    };
    const stop = bindAdminEvents(socket, { me: 'office', queryClient });

    reset();
    fire('collaboration:updated', {
      id: 3,
      projectId: 1,
      status: 'completed',
      step: 'completed',
      actorId: 'r',
      updatedAt: '2026-03-05T10:00:00.000Z',
    });
    expect(stale()).toEqual([true, true, true, true]);
    expect(queryClient.getQueryState(UNRELATED)?.isInvalidated).toBe(false);

    reset();
    fire('document:updated', {
      id: 9,
      status: 'fully_executed',
      version: 4,
      change: 'executed',
      actorId: 'i',
      collaborationId: 3,
      updatedAt: '2026-03-05T10:00:00.000Z',
    });
    expect(stale()).toEqual([true, true, true, true]);

    stop();
    reset();
    fire('collaboration:updated', { id: 3 });
    expect(stale()).toEqual([false, false, false, false]);
  });
});
