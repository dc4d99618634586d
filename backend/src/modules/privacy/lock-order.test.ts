import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext } from '../../../test/helpers';
import { lockWaiters } from '../../../test/lock-waits';
import type { Tx } from '../../db/client';
import { collaborations, conversations, legalDocuments, projects } from '../../db/schema';
import { conversationKey } from '../messages/present';

/**
 * An account deletion meeting a step on one of the account's documents or deals, each in its own
 * transaction: the two must take their row locks in one order, or each holds what the other waits
 * for and PostgreSQL aborts one (40P01) with a 500. The step is made to lock its row first and the
 * deletion to queue behind it, so an inverted order deadlocks every time, not once in a while.
 * withTx runs the loser again, so both would still answer 200: what shows the deadlock is the
 * warning it logs for the retry.
 */
const warnings: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    warnings.push(JSON.parse(String(chunk)).msg);
    done();
  },
});
const ctx = await createTestContext({ logLevel: 'warn' }, { logStream });
const {
  deals: { parties, propose, proposed, act },
  docs: { requestBody, generated, finalize, sign, cancel },
  messaging: { send },
  createProject,
  signUpAdmin,
} = factoriesFor(ctx);

const deleteAccount = (who: Person) =>
  ctx.request('/api/auth/user/delete', {
    method: 'POST',
    cookie: who.cookie,
    json: { password: who.password },
  });

/**
 * Holds a row the step locks first (`hold`) while the step starts and queues for it, then the
 * deletion starts and queues too; the step then runs first, as it would had it come a moment
 * before the deletion.
 */
const stepThenDeletion = async (
  hold: (tx: Tx) => Promise<unknown>,
  step: () => Promise<Response>,
  leaving: Person,
): Promise<[Response, Response]> => {
  let stepping: Promise<Response> | undefined;
  let deleting: Promise<Response> | undefined;
  let settled = 0;
  const settle = (p: Promise<Response>) => {
    void p.finally(() => {
      settled += 1;
    });
    return p;
  };
  warnings.length = 0;
  await ctx.deps.db.transaction(async (tx) => {
    await hold(tx);
    stepping = settle(step());
    await lockWaiters(ctx.deps.db, 1, () => settled > 0);
    deleting = settle(deleteAccount(leaving));
    await lockWaiters(ctx.deps.db, 2, () => settled > 0);
  });
  const answers = await Promise.all([stepping!, deleting!]);
  expect(warnings).toEqual([]);
  return answers;
};

const documentRow = (id: number) => (tx: Tx) =>
  tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');

/** The thread of two users, which a message or a proposal between them locks first. */
const threadOf = (a: Person, b: Person) => (tx: Tx) =>
  tx
    .select()
    .from(conversations)
    .where(eq(conversations.key, conversationKey(a.user.id, b.user.id)))
    .for('update');

const deal = async () => {
  const { researcher, industry, project } = await parties();
  const collab = await proposed(industry, project.id);
  expect((await act(researcher, collab.id, { action: 'accept' })).status).toBe(200);
  const { documentId: id } = await generated(
    industry,
    requestBody(researcher, industry, { collaborationId: collab.id }),
  );
  return { researcher, industry, id };
};

const statusOf = async (id: number) => {
  const [row] = await ctx.deps.db
    .select({ status: legalDocuments.status })
    .from(legalDocuments)
    .where(eq(legalDocuments.id, id));
  return row!.status;
};

/** A step on document `id` and `leaving`'s deletion both answer, and the document ends cancelled. */
const documentStepThenDeletion = async (
  id: number,
  step: () => Promise<Response>,
  leaving: Person,
) => {
  const [stepped, deleted] = await stepThenDeletion(documentRow(id), step, leaving);
  expect([stepped.status, deleted.status]).toEqual([200, 200]);
  expect(await statusOf(id)).toBe('cancelled');
};

// PGlite runs one transaction at a time, so only a server can interleave the two.
describe.runIf(ctx.deps.database.driver === 'postgres')('an account deleted during a step', () => {
  it('a signature on a deal’s document, then the signing party’s counterpart leaves', async () => {
    const { researcher, industry, id } = await deal();
    expect((await finalize(industry, id)).status).toBe(200);
    await documentStepThenDeletion(id, () => sign(industry, id), researcher);
  });

  it('a deal’s document sent for signatures as its counterpart leaves', async () => {
    const { researcher, industry, id } = await deal();
    await documentStepThenDeletion(id, () => finalize(industry, id), researcher);
  });

  it('a signature on a document of no deal as its counterpart leaves', async () => {
    const { researcher, industry } = await parties();
    const { documentId: id } = await generated(industry, requestBody(researcher, industry));
    expect((await finalize(industry, id)).status).toBe(200);
    await documentStepThenDeletion(id, () => sign(industry, id), researcher);
  });

  it('a cancellation by one party as the other leaves', async () => {
    const { researcher, industry, id } = await deal();
    await documentStepThenDeletion(id, () => cancel(industry, id), researcher);
  });

  it('a message to an account that leaves a deal with its sender', async () => {
    const { researcher, industry } = await deal();
    const [sent, deleted] = await stepThenDeletion(
      threadOf(researcher, industry),
      () => send(industry, researcher, 'Still there?'),
      researcher,
    );
    expect([sent.status, deleted.status]).toEqual([201, 200]);
  });

  it('a proposal on another listing of an account that leaves a deal with its proposer', async () => {
    const { researcher, industry } = await deal();
    const other = await createProject(researcher.cookie);
    const [made, deleted] = await stepThenDeletion(
      threadOf(researcher, industry),
      () => propose(industry, other.id),
      researcher,
    );
    expect([made.status, deleted.status]).toEqual([201, 200]);
    // Made first, it was open when the deletion closed the account's deals.
    const [closed] = await ctx.deps.db
      .select({ status: collaborations.status })
      .from(collaborations)
      .where(eq(collaborations.projectId, other.id));
    expect(closed!.status).toBe('ended');
  });

  it('an admin’s decision on a listing as its owner leaves', async () => {
    const admin = await signUpAdmin();
    const { researcher, project } = await parties();
    const listing = (tx: Tx) =>
      tx.select().from(projects).where(eq(projects.id, project.id)).for('update');
    const [decided, deleted] = await stepThenDeletion(
      listing,
      () =>
        ctx.request(`/api/admin/projects/${project.id}/approve`, {
          method: 'POST',
          cookie: admin.cookie,
        }),
      researcher,
    );
    expect([decided.status, deleted.status]).toEqual([200, 200]);
  });
});
