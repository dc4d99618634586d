import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../../test/analytics-events';
import { messagingHelpers, type Person, signUp } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, readJson } from '../../../test/helpers';
import { lockWaiters } from '../../../test/lock-waits';
import { analyticsEvents, conversations, projects, users } from '../../db/schema';
import { conversationKey } from './present';

const ctx = await createTestContext();
const { send, get, captured } = messagingHelpers(ctx);

const createProject = async (
  owner: Person,
  overrides: Partial<typeof projects.$inferInsert> = {},
) => {
  const [row] = await ctx.deps.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      title: 'Perovskite solar coatings',
      description: 'Cheap, stable tandem cells',
      category: 'energy',
      ...overrides,
    })
    .returning();
  return row!;
};

describe('POST /api/messages', () => {
  it('stores the message with the next seq, notifies the receiver and publishes after commit', async () => {
    const a = await signUp(ctx, { firstName: 'Grace', lastName: 'Hopper' });
    const b = await signUp(ctx, { userType: 'industry' });
    const created = captured('message:created');
    const notified = captured('notification:created');

    const first = await send(a, b, '  Hello there  ');
    const message = await expectJson(first, 201);
    expect(message).toMatchObject({
      senderId: a.user.id,
      receiverId: b.user.id,
      content: 'Hello there',
      seq: 1,
      isRead: false,
      projectId: null,
    });
    const second = await readJson(await send(b, a, 'Hi Grace'));
    expect(second.seq).toBe(2);

    expect(created.seen.map((e) => e.message.id)).toEqual([message.id, second.id]);
    const toB = notified.seen.find((n) => n.userId === b.user.id)!;
    expect(toB.notification).toMatchObject({
      type: 'message',
      title: 'New message from Grace Hopper',
      message: 'Hello there',
      actionUrl: `/messages?user=${a.user.id}`,
      isRead: false,
    });
    created.stop();
    notified.stop();
  });

  it('returns the first message for a retried clientMessageId instead of storing another', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const body = { receiverId: b.user.id, content: 'Once only', clientMessageId: randomUUID() };
    const created = captured('message:created');
    const first = await ctx.request('/api/messages', {
      method: 'POST',
      cookie: a.cookie,
      json: body,
    });
    const retry = await ctx.request('/api/messages', {
      method: 'POST',
      cookie: a.cookie,
      json: body,
    });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect((await readJson(retry)).id).toBe((await readJson(first)).id);
    expect(created.seen).toHaveLength(1);
    const thread = await get(b, `/api/messages/${a.user.id}`);
    expect(thread.body.messages).toHaveLength(1);

    const reused = await ctx.request('/api/messages', {
      method: 'POST',
      cookie: a.cookie,
      json: { ...body, content: 'Something else' },
    });
    expect(reused.status).toBe(409);
    const project = await createProject(b);
    const aboutAProject = await ctx.request('/api/messages', {
      method: 'POST',
      cookie: a.cookie,
      json: { ...body, projectId: project.id },
    });
    expect(aboutAProject.status).toBe(409);
    expect((await readJson(aboutAProject)).error.details.clientMessageId).toBeDefined();
    created.stop();

    // Each refused attempt wrote nothing: no seq taken, no second notification or event.
    expect((await readJson(await send(a, b, 'Next'))).seq).toBe(2);
    const bell = await get(b, '/api/notifications');
    expect(bell.body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Next',
      'Once only',
    ]);
    const sent = await recordedEvents(ctx.deps.db, 'message_sent', { userId: a.user.id });
    expect(sent).toHaveLength(2);
  });

  it('stores one row when the same send races itself', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const body = { receiverId: b.user.id, content: 'Racing', clientMessageId: randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.request('/api/messages', { method: 'POST', cookie: a.cookie, json: body }),
      ),
    );
    const ids = await Promise.all(answers.map(async (r) => (await readJson(r)).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect((await get(a, `/api/messages/${b.user.id}`)).body.messages).toHaveLength(1);
  });

  it('numbers concurrent messages of one conversation 1..n without gaps or repeats', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 ? a : b, i % 2 ? b : a, `m${i}`)),
    );
    const seqs = await Promise.all(answers.map(async (r) => (await readJson(r)).seq));
    expect(seqs.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    ['blank content', { content: '   ' }, 'content'],
    ['content over 5000 characters', { content: 'x'.repeat(5001) }, 'content'],
    ['missing clientMessageId', { clientMessageId: undefined }, 'clientMessageId'],
    ['a receiver id that is not a uuid', { receiverId: 'user-1' }, 'receiverId'],
  ])('rejects %s with 400', async (_label, override, field) => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const res = await ctx.request('/api/messages', {
      method: 'POST',
      cookie: a.cookie,
      json: { receiverId: b.user.id, content: 'ok', clientMessageId: randomUUID(), ...override },
    });
    const body = await expectJson(res, 400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details[field]).toBeDefined();
  });

  it('applies the length limit to the trimmed content', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const full = 'x'.repeat(5000);
    const res = await send(a, b, `  \n${full}\n  `);
    expect(res.status).toBe(201);
    expect((await readJson(res)).content).toBe(full);
    expect((await send(a, b, ` ${full}x `)).status).toBe(400);
  });

  it('refuses messages to oneself, to nobody, about no project, and without a session', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    expect((await send(a, a, 'me')).status).toBe(400);
    expect((await send(a, randomUUID(), 'ghost')).status).toBe(404);
    expect((await send(a, b, 'about', { projectId: 2_000_000 })).status).toBe(404);
    const anonymous = await ctx.request('/api/messages', {
      method: 'POST',
      json: { receiverId: b.user.id, content: 'hi', clientMessageId: randomUUID() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('records message_sent each time and chat_initiation once per sender and project', async () => {
    const owner = await signUp(ctx);
    const partner = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(owner);
    for (const text of ['Interested!', 'Any update?']) {
      const res = await send(partner, owner, text, { projectId: project.id });
      expect((await readJson(res)).projectId).toBe(project.id);
    }
    const rows = await ctx.deps.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, partner.user.id)));
    expect(rows.filter((r) => r.eventType === 'message_sent')).toHaveLength(2);
    const initiations = rows.filter((r) => r.eventType === 'chat_initiation');
    expect(initiations).toHaveLength(1);
    expect(initiations[0]).toMatchObject({ projectId: project.id, subjectUserId: owner.user.id });
  });
});

// PGlite runs one transaction at a time: only a server has concurrent ones to deadlock.
describe.runIf(ctx.deps.database.driver === 'postgres')('a send PostgreSQL aborts', () => {
  it('is run again rather than answered with a 500', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx, { userType: 'industry' });
    await expectJson(await send(a, b, 'Hello'), 201);
    let sending: Promise<Response> | undefined;
    let settled = false;
    // The receiver's account, then the thread the send holds as it waits for that account: the
    // lock order inverted, a deadlock PostgreSQL breaks by aborting the send, which waited first.
    await ctx.deps.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, b.user.id)).for('update');
      sending = send(a, b, 'Again');
      void sending.finally(() => {
        settled = true;
      });
      await lockWaiters(ctx.deps.db, 1, () => settled);
      await tx
        .select()
        .from(conversations)
        .where(eq(conversations.key, conversationKey(a.user.id, b.user.id)))
        .for('update');
    });
    expect(await expectJson(await sending!, 201)).toMatchObject({ content: 'Again', seq: 2 });
  });
});

describe('a message about a project', () => {
  const eventsOf = (projectId: number) =>
    ctx.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, projectId));

  it('answers 404 for a listing the sender may not open, exactly as for a missing one', async () => {
    const owner = await signUp(ctx);
    const sender = await signUp(ctx, { userType: 'industry' });
    const missing = await send(sender, owner, 'about', { projectId: 2_000_000 });
    expect(missing.status).toBe(404);
    const missingError = (await readJson(missing)).error;
    for (const hidden of [
      { visibility: 'private' },
      { isActive: false },
      { reviewStatus: 'rejected' },
    ] as const) {
      const project = await createProject(owner, hidden);
      const res = await send(sender, owner, 'about', { projectId: project.id });
      const { error } = await expectJson(res, 404);
      expect({ code: error.code, message: error.message }).toEqual({
        code: missingError.code,
        message: 'Project not found',
      });
    }
    expect((await get(owner, `/api/messages/${sender.user.id}`)).body.messages).toEqual([]);

    // The owner sees their own private listing, so may write about it.
    const mine = await createProject(owner, { visibility: 'private' });
    expect((await send(owner, sender, 'about mine', { projectId: mine.id })).status).toBe(201);
  });

  it('refuses a listing that belongs to neither party, so a second account cannot pump it', async () => {
    const owner = await signUp(ctx);
    const sender = await signUp(ctx, { userType: 'industry' });
    const secondAccount = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(owner);
    const res = await send(sender, secondAccount, 'about their listing', { projectId: project.id });
    const error = await expectErrorCode(res, 400, 'VALIDATION_ERROR');
    expect(error.details.projectId).toBeDefined();
    expect(await eventsOf(project.id)).toEqual([]);
  });

  it('records chat_initiation only when the receiver owns the listing', async () => {
    const owner = await signUp(ctx);
    const partner = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(owner);
    expect((await send(owner, partner, 'Have a look', { projectId: project.id })).status).toBe(201);
    const afterOwner = await eventsOf(project.id);
    expect(afterOwner.map((e) => e.eventType)).toEqual(['message_sent']);

    expect((await send(partner, owner, 'Looks great', { projectId: project.id })).status).toBe(201);
    const initiations = (await eventsOf(project.id)).filter(
      (e) => e.eventType === 'chat_initiation',
    );
    expect(initiations).toHaveLength(1);
    expect(initiations[0]).toMatchObject({ userId: partner.user.id, subjectUserId: owner.user.id });
  });
});
