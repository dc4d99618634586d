import { API, type PendingApproval, type PendingApprovalsResponse } from '@labbridge/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addPending, csvHref, pendingApprovalsKey, removePending } from './queries';

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
  it('adds a new item in order once, and drops a decided one', () => {
    const client = new QueryClient();
    client.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey, {
      items: [item('project:1', '2026-01-01'), item('project:3', '2026-03-01')],
      total: 2,
    });
    addPending(client, item('project:2', '2026-02-01'));
    addPending(client, item('project:2', '2026-02-01'));
    const queue = () => client.getQueryData<PendingApprovalsResponse>(pendingApprovalsKey)!;
    expect(queue().items.map((i) => i.id)).toEqual(['project:1', 'project:2', 'project:3']);
    expect(queue().total).toBe(3);
    removePending(client, 'project:1');
    expect(queue()).toMatchObject({ total: 2, items: [{ id: 'project:2' }, { id: 'project:3' }] });
  });

  it('exports a table with its filters, without paging', () => {
    expect(csvHref(API.admin.users.path, { q: 'ada', type: undefined, page: 3, limit: 10 })).toBe(
      `${API.admin.users.path}?q=ada&format=csv`,
    );
  });
});
