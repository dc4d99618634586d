import { API, type PendingApproval, type PendingApprovalsResponse } from '@labbridge/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../../lib/api-client';
import { addPending, approvalsQuery, csvHref, removePending } from './queries';

const pendingApprovalsKey = (limit?: number) =>
  apiKey(API.admin.pendingApprovals, approvalsQuery(limit));

const item = (id: string, submittedAt: string): PendingApproval => ({
  id,
  type: 'project',
  targetId: id.split(':')[1]!,
  title: id,
  description: '',
  owner: { id: 'u', firstName: null, lastName: null, organization: null, email: 'u@x.test' },
  submittedAt,
});

describe('the live approval queue', () => {
  const queueOf = (client: QueryClient, limit?: number) =>
    client.getQueryData<PendingApprovalsResponse>(pendingApprovalsKey(limit))!;
  const idsOf = (client: QueryClient, limit?: number) =>
    queueOf(client, limit).items.map((i) => i.id);

  it('adds a new item in order once, and drops a decided one', () => {
    const client = new QueryClient();
    client.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey(), {
      items: [item('project:3', '2026-03-01'), item('project:1', '2026-01-01')],
      total: 2,
    });
    addPending(client, item('project:2', '2026-02-01'));
    addPending(client, item('project:2', '2026-02-01'));
    expect(idsOf(client)).toEqual(['project:3', 'project:2', 'project:1']);
    expect(queueOf(client).total).toBe(3);
    removePending(client, 'project:3');
    expect(queueOf(client)).toMatchObject({
      total: 2,
      items: [{ id: 'project:2' }, { id: 'project:1' }],
    });
    removePending(client, 'project:9');
    expect(queueOf(client).total).toBe(2);
  });

  it('keeps each cached page to its limit and counts what falls beyond it', () => {
    const client = new QueryClient();
    client.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey(2), {
      items: [item('project:5', '2026-05-01'), item('project:3', '2026-03-01')],
      total: 5,
    });
    client.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey(4), {
      items: [
        item('project:5', '2026-05-01'),
        item('project:3', '2026-03-01'),
        item('project:2', '2026-02-01'),
        item('project:1', '2026-01-01'),
      ],
      total: 5,
    });
    // A listing queued again keeps its creation date: older than either page's last item.
    addPending(client, item('project:0', '2025-12-01'));
    expect(idsOf(client, 2)).toEqual(['project:5', 'project:3']);
    expect(idsOf(client, 4)).toEqual(['project:5', 'project:3', 'project:2', 'project:1']);
    expect(queueOf(client, 4).total).toBe(6);
    addPending(client, item('project:9', '2026-09-01'));
    expect(idsOf(client, 2)).toEqual(['project:9', 'project:5']);
    expect(idsOf(client, 4)).toEqual(['project:9', 'project:5', 'project:3', 'project:2']);
    expect(queueOf(client, 2).total).toBe(7);
    removePending(client, 'project:0');
    expect(queueOf(client, 2).total).toBe(6);
    expect(queueOf(client, 4).total).toBe(6);
  });

  it('exports a table with its filters, without paging', () => {
    expect(csvHref(API.admin.users.path, { q: 'ada', type: undefined, page: 3, limit: 10 })).toBe(
      `${API.admin.users.path}?q=ada&format=csv`,
    );
  });
});
