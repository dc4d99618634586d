import type { InstitutionStats } from '@labbridge/shared-types';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, factoriesFor } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import {
  collaborationEvents,
  collaborations,
  legalDocuments,
  messages,
  projects,
  sessions,
} from '../../db/schema';
import { pendingUserWhere } from './approvals';

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

const ctx = await createTestContext();
const { deals, docs, signUp, signUpAdmin, createProject, sendMessage } = factoriesFor(ctx);
const { db } = ctx.deps;

/**
 * A small institution whose every figure is worked out by hand below: five accounts, three
 * listings (one archived), three proposals, one executed document.
 */
const admin = await signUpAdmin();
const r1 = await signUp({ userType: 'researcher' });
const r2 = await signUp({ userType: 'researcher' });
const i1 = await signUp({ userType: 'industry' });
const i2 = await signUp({ userType: 'industry' });
// r2 last signed in 40 days ago: not active.
await db
  .update(sessions)
  .set({ createdAt: daysAgo(40) })
  .where(eq(sessions.userId, r2.user.id));

const p1 = await createProject(r1.cookie, { isPremiumListing: true, listingPrice: 2.5 });
const p2 = await createProject(r1.cookie, { isPremiumListing: true, listingPrice: 4 });
const p3 = await createProject(r2.cookie);
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

const m1 = await sendMessage(i1, r1, 'Hello from i1');
const m2 = await sendMessage(i2, r1, 'Hello from i2');
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

/**
 * The first-message figure straight from every message, grouped by the pair of users who
 * exchanged it, without the conversation index the dashboard goes through.
 */
const firstMessageToProposalByScan = async () => {
  const [row] = await queryRows<{ median: number | null; samples: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by days) as median, count(*)::int as samples
      from (select extract(epoch from p.first_at - m.first_at) / 86400 as days
        from (select least(researcher_id, industry_partner_id) as a,
                     greatest(researcher_id, industry_partner_id) as b, min(created_at) as first_at
                from collaborations group by 1, 2) p
        join (select least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b,
                     min(created_at) as first_at
                from messages where kind = 'text' group by 1, 2) m
          on m.a = p.a and m.b = p.b
        where m.first_at <= p.first_at) d`,
  );
  return {
    medianDays: row?.median === null ? null : Math.round(Number(row?.median) * 10) / 10,
    samples: Number(row?.samples),
  };
};

describe('the first-message figure through each pair’s conversation', () => {
  it('equals the figure from every message, whoever wrote first and whatever came before', async () => {
    // r1 answered i2 a day before i2's first message (now 12 days before c2: 2 days), and a
    // proposal card, not a text message, sits before both in i1–r1's conversation.
    const reply = await sendMessage(r1, i2, 'Hello first from r1');
    await setCreated(messages, reply.id, daysAgo(12));
    const [card] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.collaborationId, c1.id), ne(messages.kind, 'text')))
      .limit(1);
    await setCreated(messages, card!.id, daysAgo(30));

    const res = await ctx.request('/api/admin/institution-stats', { cookie: admin.cookie });
    const { dealSpeed } = (await readJson(res)) as InstitutionStats;
    expect(dealSpeed.firstMessageToProposal).toEqual({ medianDays: 3, samples: 2 });
    expect(dealSpeed.firstMessageToProposal).toEqual(await firstMessageToProposalByScan());
  });
});

describe('shared dashboard reads', () => {
  it('answers a request with every write committed before it, though others are being read', async () => {
    const first = ctx.request('/api/admin/institution-stats', { cookie: admin.cookie });
    // An account awaiting verification, committed while the first read may be in flight.
    await signUp({ userType: 'industry' });
    const later = await Promise.all(
      [0, 1].map(() => ctx.request('/api/admin/institution-stats', { cookie: admin.cookie })),
    );
    expect((await first).status).toBe(200);
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where ${pendingUserWhere}`,
    );
    for (const res of later) {
      const stats = (await readJson(res)) as InstitutionStats;
      expect(stats.pendingApprovals).toBe(pending!.n + 2); // and the two listings
    }
  });
});

describe('premium fees', () => {
  const revenue = async () => {
    const res = await ctx.request('/api/admin/institution-stats', { cookie: admin.cookie });
    return ((await readJson(res)) as InstitutionStats).totalRevenue;
  };
  /** Days go by for a listing: its open premium period, if any, started that much earlier. */
  const passDays = (id: number, days: number) =>
    db
      .update(projects)
      .set({ premiumSince: sql`${projects.premiumSince} - make_interval(days => ${days})` })
      .where(eq(projects.id, id));
  const act = async (who: { cookie: string }, path: string, json?: object, method = 'POST') => {
    const res = await ctx.request(path, { method, cookie: who.cookie, json });
    expect(res.status).toBe(200);
  };
  const edit = (who: { cookie: string }, path: string, json: object) => act(who, path, json, 'PUT');

  it('accrue only while the listing is in the catalogue, and stay accrued when it leaves', async () => {
    const owner = await signUp({ userType: 'researcher' });
    const premium = { isPremiumListing: true, listingPrice: 2 };
    const listing = await createProject(owner.cookie, premium);
    const path = `/api/projects/${listing.id}`;
    const before = await revenue();
    const accrued = async () => (await revenue()) - before;

    await passDays(listing.id, 4);
    expect(await accrued()).toBe(8);
    await act(owner, `${path}/archive`);
    await passDays(listing.id, 5);
    expect(await accrued()).toBe(8); // archived: no fee
    await act(owner, `${path}/restore`);
    await passDays(listing.id, 3);
    expect(await accrued()).toBe(14);
    await edit(owner, path, buildProject({ ...premium, visibility: 'private' }));
    await passDays(listing.id, 2);
    expect(await accrued()).toBe(14); // hidden: no fee
    await edit(owner, path, buildProject({ ...premium, listingPrice: 3 }));
    await passDays(listing.id, 1);
    expect(await accrued()).toBe(17);
    await act(admin, `/api/admin/projects/${listing.id}/reject`, { reason: 'Not ready' });
    await passDays(listing.id, 2);
    expect(await accrued()).toBe(17); // rejected: no fee
    await edit(owner, path, buildProject(premium)); // resubmitted: back in the catalogue
    await passDays(listing.id, 1);
    expect(await accrued()).toBe(19);
    await edit(owner, path, buildProject({ isPremiumListing: false }));
    await passDays(listing.id, 2);
    expect(await accrued()).toBe(19); // premium off: the fees already accrued remain
    await edit(owner, path, buildProject(premium));
    await passDays(listing.id, 1);
    const res = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(res.status).toBe(200);
    await passDays(listing.id, 3);
    expect(await accrued()).toBe(21); // the account is deleted: its listing accrues no more
  });
});
