import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, expectJson, type Json } from '../../../test/helpers';
import { analyticsEvents, collaborations, legalDocuments, messages } from '../../db/schema';

const ctx = await createTestContext();
const { deals, docs, signUp, signUpAdmin, createProject, sendMessage } = factoriesFor(ctx);
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const analytics = async (who: Person, period: string) => {
  const res = await ctx.request(`/api/analytics?period=${period}`, { cookie: who.cookie });
  return expectJson(res);
};
const view = (who: Person, projectId: number) =>
  ctx.request(`/api/projects/${projectId}`, { cookie: who.cookie });
/** Moves every message between two people to `at`, as if their conversation began then. */
const backdateConversation = (a: Person, b: Person, at: Date) =>
  ctx.deps.db
    .update(messages)
    .set({ createdAt: at })
    .where(
      or(
        and(eq(messages.senderId, a.user.id), eq(messages.receiverId, b.user.id)),
        and(eq(messages.senderId, b.user.id), eq(messages.receiverId, a.user.id)),
      ),
    );
const industry = (firstName: string) => signUp({ userType: 'industry', firstName });

/**
 * One researcher's deals, dated by hand:
 * - A, B and C view listing P or Q today; A messaged 10.5 days before signing an NDA with the
 *   researcher (executed an hour ago); B proposed on P today and was accepted; C did nothing.
 * - F proposed on Q without viewing it and was declined.
 * - E viewed P, messaged and proposed 40 days ago; that collaboration is completed.
 * - A second document, with B, is waiting for signatures.
 */
const world = async () => {
  const researcher = await signUp();
  const [a, b, c, e, f] = await Promise.all(['A', 'B', 'C', 'E', 'F'].map(industry));
  const p = await createProject(researcher.cookie);
  const q = await createProject(researcher.cookie);
  await view(researcher, p.id); // the owner's own view is never a viewer
  await view(a!, p.id);
  await view(b!, p.id);
  await view(c!, q.id);

  await sendMessage(a!, researcher);
  const signedAt = new Date(Date.now() - 60 * 60 * 1000);
  await backdateConversation(a!, researcher, new Date(signedAt.getTime() - 10.5 * DAY_MS));
  const nda = await docs.executed(researcher, a!);
  await ctx.deps.db
    .update(legalDocuments)
    .set({ executedAt: signedAt })
    .where(eq(legalDocuments.id, nda));

  const accepted = await deals.proposed(b!, p.id);
  expect((await deals.act(researcher, accepted.id, { action: 'accept' })).status).toBe(200);
  const declined = await deals.proposed(f!, q.id);
  expect(
    (await deals.act(researcher, declined.id, { action: 'decline', reason: 'not_a_fit' })).status,
  ).toBe(200);

  const old = await deals.proposed(e!, p.id);
  await ctx.deps.db
    .update(collaborations)
    .set({ status: 'completed', createdAt: daysAgo(40) })
    .where(eq(collaborations.id, old.id));
  await sendMessage(e!, researcher);
  await backdateConversation(e!, researcher, daysAgo(40));
  await ctx.deps.db.insert(analyticsEvents).values({
    eventType: 'view',
    userId: e!.user.id,
    projectId: p.id,
    subjectUserId: researcher.user.id,
    createdAt: daysAgo(40),
  });

  const { documentId: pending } = await docs.generated(
    researcher,
    docs.requestBody(researcher, b!),
  );
  expect((await docs.finalize(researcher, pending)).status).toBe(200);
  return { researcher, a: a!, b: b!, c: c!, e: e!, f: f!, pending };
};

const { researcher, b, f, e, pending } = await world();

describe('a researcher’s deal funnel', () => {
  const rate = (part: number, whole: number, percent: number | null) => ({ part, whole, percent });

  it.each([
    {
      period: '7d',
      why: 'three viewers, only B engaged (A wrote before the week began)',
      engagement: rate(1, 3, 33.3),
      collaborationSuccess: rate(1, 2, 50),
    },
    {
      period: '30d',
      why: 'A’s message counts too',
      engagement: rate(2, 3, 66.7),
      collaborationSuccess: rate(1, 2, 50),
    },
    {
      period: '90d',
      why: 'E’s view, message and completed collaboration from 40 days ago join',
      engagement: rate(3, 4, 75),
      collaborationSuccess: rate(2, 3, 66.7),
    },
  ])('over $period: $why', async ({ period, engagement, collaborationSuccess }) => {
    const { funnel, pipeline } = await analytics(researcher, period);
    expect(pipeline).toBeNull();
    expect(funnel).toEqual({
      engagement,
      collaborationSuccess,
      documentCompletion: rate(1, 2, 50),
      timeToSignature: { deals: 1, medianDays: 10.5 },
    });
  });

  it('times a signature only from a message the pair wrote before it, not from a deal’s cards', async () => {
    const owner = await signUp();
    const partner = await industry('G');
    const listing = await createProject(owner.cookie);
    // A proposal and its acceptance write cards into the pair's thread; neither wrote a word.
    const deal = await deals.proposed(partner, listing.id);
    expect((await deals.act(owner, deal.id, { action: 'accept' })).status).toBe(200);
    await docs.executed(owner, partner, { collaborationId: deal.id });
    const signed = { deals: 0, medianDays: null };
    expect((await analytics(owner, '30d')).funnel.timeToSignature).toEqual(signed);
    // Their first message, written after the signature, did not lead to it.
    await sendMessage(partner, owner);
    expect((await analytics(owner, '30d')).funnel.timeToSignature).toEqual(signed);
  });

  it('counts a viewer’s deal cards in the thread as no engagement, only what they wrote', async () => {
    const owner = await signUp();
    const partner = await industry('H');
    const listing = await createProject(owner.cookie);
    await view(partner, listing.id);
    // Proposed before the period (its card with it); withdrawn today, which writes a card now.
    const deal = await deals.proposed(partner, listing.id);
    await ctx.deps.db
      .update(collaborations)
      .set({ createdAt: daysAgo(40) })
      .where(eq(collaborations.id, deal.id));
    await backdateConversation(partner, owner, daysAgo(40));
    expect((await deals.act(partner, deal.id, { action: 'withdraw' })).status).toBe(200);
    expect((await analytics(owner, '30d')).funnel.engagement).toEqual(rate(0, 1, 0));
    await sendMessage(partner, owner);
    expect((await analytics(owner, '30d')).funnel.engagement).toEqual(rate(1, 1, 100));
  });

  it('has no rates, never sample ones, before anything happened', async () => {
    const newcomer = await signUp();
    const { funnel } = await analytics(newcomer, '1y');
    expect(funnel).toEqual({
      engagement: rate(0, 0, null),
      collaborationSuccess: rate(0, 0, null),
      documentCompletion: rate(0, 0, null),
      timeToSignature: { deals: 0, medianDays: null },
    });
  });
});

describe('an industry user’s pipeline', () => {
  const statuses = (summary: Json) =>
    Object.fromEntries(
      (summary.pipeline.proposalsByStatus as { status: string; count: number }[]).map((s) => [
        s.status,
        s.count,
      ]),
    );

  it('counts conversations, proposals by status and documents awaiting signature', async () => {
    const summary = await analytics(b, '30d');
    expect(summary.funnel).toBeNull();
    expect(statuses(summary)).toEqual({
      pending: 0,
      active: 1,
      completed: 0,
      declined: 0,
      withdrawn: 0,
      ended: 0,
    });
    // B's one thread with the researcher holds only the proposal's cards: no conversation yet.
    expect(summary.pipeline.conversations).toBe(0);
    expect(summary.pipeline.awaitingSignature).toEqual({ mine: 1, theirs: 0 });
    // A message written in it, received as much as sent, makes it one.
    await sendMessage(researcher, b);
    expect((await analytics(b, '30d')).pipeline.conversations).toBe(1);

    expect((await docs.sign(b, pending)).status).toBe(200);
    expect((await analytics(b, '30d')).pipeline.awaitingSignature).toEqual({ mine: 0, theirs: 1 });
    expect((await analytics(researcher, '30d')).funnel.documentCompletion.part).toBe(1);
  });

  it('leaves out proposals and conversations older than the period', async () => {
    expect(statuses(await analytics(f, '7d'))).toMatchObject({ declined: 1, active: 0 });
    const month = await analytics(e, '30d');
    expect(month.pipeline.conversations).toBe(0);
    expect(statuses(month).completed).toBe(0);
    const quarter = await analytics(e, '90d');
    expect(quarter.pipeline.conversations).toBe(1);
    expect(statuses(quarter).completed).toBe(1);
  });
});

describe('chats started', () => {
  const chatsStarted = async (who: Person) =>
    (await analytics(who, '30d')).stats.find((s: { key: string }) => s.key === 'chatsStarted')
      .value;

  it('are the threads whose first written message was theirs, a proposal’s card aside', async () => {
    const owner = await signUp();
    const partner = await industry('J');
    const listing = await createProject(owner.cookie);
    // The proposal's card opens the thread, then the owner writes first: the owner's chat.
    await deals.proposed(partner, listing.id);
    await sendMessage(owner, partner);
    await sendMessage(partner, owner);
    expect(await chatsStarted(partner)).toBe(0);

    // Here the partner's proposal card comes first and the partner also writes first.
    const other = await signUp();
    const second = await createProject(other.cookie);
    await deals.proposed(partner, second.id);
    await sendMessage(partner, other);
    expect(await chatsStarted(partner)).toBe(1);
  });
});

it('a superadmin’s platform numbers carry neither funnel nor pipeline', async () => {
  const admin = await signUpAdmin();
  expect(await analytics(admin, '30d')).toMatchObject({ funnel: null, pipeline: null });
});
