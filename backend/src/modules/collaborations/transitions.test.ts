import {
  COLLABORATION_ACTIONS,
  COLLABORATION_STATUSES,
  type CollaborationAction,
  type CollaborationStatus,
  nextCollaborationStatus,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collaborationHelpers, createProject, type Person } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { collaborations } from '../../db/schema';

const ctx = await createTestContext();
const { parties, proposed, act } = collaborationHelpers(ctx);
const { researcher, industry } = await parties();

/**
 * How to reach each status from a fresh proposal: who does what. No action ends a collaboration:
 * only a party's account deletion does (privacy.test.ts), so an ended one is written directly.
 */
const PATHS: Record<Exclude<CollaborationStatus, 'ended'>, [Person, CollaborationAction][]> = {
  pending: [],
  active: [[researcher, 'accept']],
  completed: [
    [researcher, 'accept'],
    [industry, 'complete'],
  ],
  declined: [[researcher, 'decline']],
  withdrawn: [[industry, 'withdraw']],
};

const body = (action: CollaborationAction) =>
  action === 'decline' ? { action, reason: 'not_a_fit' } : { action };

/** A new collaboration (on a new listing) in the given status. */
const collaborationIn = async (status: CollaborationStatus) => {
  const project = await createProject(ctx, researcher.cookie);
  const collab = await proposed(industry, project.id);
  for (const [who, action] of PATHS[status === 'ended' ? 'active' : status]) {
    const res = await act(who, collab.id, body(action));
    if (res.status !== 200) throw new Error(`${action} failed: ${await res.text()}`);
  }
  if (status === 'ended') {
    await ctx.deps.db
      .update(collaborations)
      .set({ status })
      .where(eq(collaborations.id, collab.id));
  }
  return collab.id as number;
};

type Role = 'proposer' | 'recipient';

/**
 * The rule, written out by hand (not derived from the code under test): the recipient
 * accepts or declines a pending proposal, the proposer withdraws it, either party completes an
 * active collaboration. Every other status × action × role is refused.
 */
const LEGAL: [CollaborationStatus, CollaborationAction, Role, CollaborationStatus][] = [
  ['pending', 'accept', 'recipient', 'active'],
  ['pending', 'decline', 'recipient', 'declined'],
  ['pending', 'withdraw', 'proposer', 'withdrawn'],
  ['active', 'complete', 'proposer', 'completed'],
  ['active', 'complete', 'recipient', 'completed'],
];
const expected = (from: CollaborationStatus, action: CollaborationAction, role: Role) =>
  LEGAL.find(([f, a, r]) => f === from && a === action && r === role)?.[3] ?? null;

const cases = COLLABORATION_STATUSES.flatMap((from) =>
  COLLABORATION_ACTIONS.flatMap((action) =>
    (['proposer', 'recipient'] as const).map((role) => ({
      from,
      action,
      role,
      to: expected(from, action, role),
    })),
  ),
);

it('the shared rule allows exactly the hand-written transitions', () => {
  for (const { from, action, role, to } of cases) {
    expect(nextCollaborationStatus(from, action, role), `${from} ${action} ${role}`).toBe(to);
    expect(nextCollaborationStatus(from, action, null)).toBeNull();
  }
  expect(cases.filter((c) => c.to !== null)).toHaveLength(LEGAL.length);
});

describe('PATCH /api/collaborations/:id: every transition', () => {
  it.each(cases)('$from --$action by $role--> $to', async ({ from, action, role, to }) => {
    const id = await collaborationIn(from);
    const res = await act(role === 'proposer' ? industry : researcher, id, body(action));
    const json = await readJson(res);
    if (to) {
      expect(res.status).toBe(200);
      expect(json.status).toBe(to);
      expect(json.history.at(-1)).toMatchObject({ status: to });
    } else {
      expect(res.status).toBe(409);
      expect(json.error).toMatchObject({ code: 'BUSINESS_LOGIC_ERROR', retryable: false });
    }
  });

  it('keeps the decline reason and note in the history', async () => {
    const id = await collaborationIn('pending');
    const res = await act(researcher, id, {
      action: 'decline',
      reason: 'terms',
      note: 'Equity too high',
    });
    expect((await readJson(res)).history.at(-1)).toMatchObject({
      step: 'declined',
      status: 'declined',
      reason: 'terms',
      note: 'Equity too high',
    });
    const missing = await act(researcher, await collaborationIn('pending'), { action: 'decline' });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.details).toEqual({
      reason: ['Choose a reason for declining'],
    });
  });
});
