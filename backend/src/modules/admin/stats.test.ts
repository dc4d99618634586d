import { uniqueEmail } from '@labbridge/shared-types/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  collaborationHelpers,
  createProject,
  documentHelpers,
  sendMessage,
  signUp,
  signUpAdmin,
} from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import {
  collaborationEvents,
  collaborations,
  legalDocuments,
  messages,
  projects,
  sessions,
} from '../../db/schema';

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

const adminEmail = uniqueEmail('stats-admin');
const ctx = await createTestContext({ adminEmails: [adminEmail] });
const { db } = ctx.deps;
const deals = collaborationHelpers(ctx);
const docs = documentHelpers(ctx);

/**
 * A small institution whose every figure is worked out by hand below: five accounts, three
 * listings (one archived), three proposals, one executed document.
 */
const admin = await signUpAdmin(ctx, adminEmail);
const r1 = await signUp(ctx, { userType: 'researcher' });
const r2 = await signUp(ctx, { userType: 'researcher' });
const i1 = await signUp(ctx, { userType: 'industry' });
const i2 = await signUp(ctx, { userType: 'industry' });
// r2 last signed in 40 days ago: not active.
await db
  .update(sessions)
  .set({ createdAt: daysAgo(40) })
  .where(eq(sessions.userId, r2.user.id));

const p1 = await createProject(ctx, r1.cookie, { isPremiumListing: true, listingPrice: 2.5 });
const p2 = await createProject(ctx, r1.cookie, { isPremiumListing: true, listingPrice: 4 });
const p3 = await createProject(ctx, r2.cookie);
await ctx.request(`/api/projects/${p3.id}/archive`, { method: 'POST', cookie: r2.cookie });
// Premium for 10 days and 1 hour (10 full days), and for 3.5 days (3 full days).
await db
  .update(projects)
  .set({ premiumSince: new Date(Date.now() - 10 * DAY - 3_600_000) })
  .where(eq(projects.id, p1.id));
await db
  .update(projects)
  .set({ premiumSince: new Date(Date.now() - 3.5 * DAY) })
  .where(eq(projects.id, p2.id));

const m1 = await sendMessage(ctx, i1, r1, 'Hello from i1');
const m2 = await sendMessage(ctx, i2, r1, 'Hello from i2');
const c1 = await deals.proposed(i1, p1.id);
const c2 = await deals.proposed(i2, p1.id);
const c3 = await deals.proposed(i1, p2.id);
for (const [c, who] of [
  [c1, r1],
  [c2, r1],
] as const) {
  const res = await deals.act(who, c.id, { action: 'accept' });
  if (res.status !== 200) throw new Error(await res.text());
}
await deals.act(r1, c1.id, { action: 'complete' });

const setCreated = (table: typeof collaborations | typeof messages, id: number, at: Date) =>
  db.update(table).set({ createdAt: at }).where(eq(table.id, id));
// Pair i1–r1: first message 24 days ago, first proposal (c1) 20 days ago → 4 days.
// Pair i2–r1: first message 11 days ago, proposal (c2) 10 days ago → 1 day. Median 2.5.
await setCreated(messages, m1.id, daysAgo(24));
await setCreated(messages, m2.id, daysAgo(11));
await setCreated(collaborations, c1.id, daysAgo(20));
await setCreated(collaborations, c2.id, daysAgo(10));
await setCreated(collaborations, c3.id, daysAgo(5));
// Accepted 3 days (c1) and 1 day (c2) after the proposal: median 2.
const accepted = (id: number, at: Date) =>
  db
    .update(collaborationEvents)
    .set({ createdAt: at })
    .where(
      and(eq(collaborationEvents.collaborationId, id), eq(collaborationEvents.step, 'accepted')),
    );
await accepted(c1.id, daysAgo(17));
await accepted(c2.id, daysAgo(9));

// One document, generated 6 days before both parties had signed it.
const documentId = await docs.executed(r1, i1);
const [doc] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, documentId));
await db
  .update(legalDocuments)
  .set({ createdAt: new Date(doc!.executedAt!.getTime() - 6 * DAY) })
  .where(inArray(legalDocuments.id, [documentId]));

describe('GET /api/admin/institution-stats', () => {
  it('computes every figure from the data, as worked out by hand', async () => {
    const res = await ctx.request('/api/admin/institution-stats', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      totalProjects: 2, // p3 is archived
      totalUsers: 5,
      activeUsers: 4, // r2 signed in 40 days ago
      collaborations: 3,
      completedCollaborations: 1,
      successRate: 33.3, // 1 of 3, to 1 decimal
      totalRevenue: 37, // 2.50 × 10 days + 4.00 × 3 days
      pendingApprovals: 6, // four accounts awaiting verification, two active listings
      dealSpeed: {
        firstMessageToProposal: { medianDays: 2.5, samples: 2 },
        proposalToAccepted: { medianDays: 2, samples: 2 },
        documentToExecuted: { medianDays: 6, samples: 1 },
      },
    });
  });
});
