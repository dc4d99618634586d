import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { whilePdfStoreFails } from '../../../test/failing-pdf-store';
import { createTestContext, readJson } from '../../../test/helpers';
import { lockWaiters } from '../../../test/lock-waits';
import { pdfPages } from '../../../test/pdf-text';
import type { Tx } from '../../db/client';
import {
  clientErrorReports,
  collaborations,
  documentPdfs,
  documentSignatures,
  legalDocuments,
  messages,
  notifications,
  sessions,
} from '../../db/schema';

/**
 * A write that names another account, made while that account (or the writer's own) is being
 * deleted, each in its own transaction: whichever order the two commit in, nothing is stored
 * for an account already erased, and a signed agreement names its parties as they signed. The
 * interleaving is forced with locks, so the outcome is the same on every run.
 */
const ctx = await createTestContext();
const {
  deals: { parties, propose },
  docs: { requestBody, generated, finalize, sign },
  messaging: { send },
  sendMessage,
  signUp,
} = factoriesFor(ctx);
const { db } = ctx.deps;

const deleteAccount = (who: Person) =>
  ctx.request('/api/auth/user/delete', {
    method: 'POST',
    cookie: who.cookie,
    json: { password: who.password },
  });

/** A request under way, and whether it has answered yet. */
const start = (request: Promise<Response>) => {
  const run = { answer: request, done: false };
  void request.finally(() => {
    run.done = true;
  });
  return run;
};

/**
 * `leaving`'s deletion is held back at one of its last writes (to the client error reports, which
 * nothing else here writes), by then holding the account and having erased it, uncommitted; the
 * step starts, having passed every check made before its own transaction, and once it waits for
 * a lock too the deletion is let go. Answers the deletion's response, then the step's.
 */
const stepDuringDeletion = async (leaving: Person, step: () => Promise<Response>) => {
  let deleting: ReturnType<typeof start> | undefined;
  let stepping: ReturnType<typeof start> | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${clientErrorReports} in access exclusive mode`);
    deleting = start(deleteAccount(leaving));
    await lockWaiters(db, 1, () => deleting!.done);
    stepping = start(step());
    await lockWaiters(db, 2, () => deleting!.done || stepping!.done);
  });
  return [await deleting!.answer, await stepping!.answer] as const;
};

const documentRow = (id: number) => (tx: Tx) =>
  tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');

/** A document the researcher has signed, waiting for the industry partner's signature. */
const signedByResearcher = async () => {
  const { researcher, industry } = await parties();
  const { documentId: id } = await generated(industry, requestBody(researcher, industry));
  expect((await finalize(industry, id)).status).toBe(200);
  expect((await sign(researcher, id, 'Rosalind Franklin')).status).toBe(200);
  return { researcher, industry, id };
};

/**
 * The industry partner's signature executes `id` while the researcher's deletion, queued behind it
 * for the document and past its look at the executed ones already, waits to go on and erase the
 * researcher: answers both requests under way.
 */
const signAsResearcherLeaves = async (researcher: Person, industry: Person, id: number) => {
  let signing: ReturnType<typeof start> | undefined;
  let deleting: ReturnType<typeof start> | undefined;
  await db.transaction(async (tx) => {
    await documentRow(id)(tx);
    signing = start(sign(industry, id, 'Henry Ford'));
    await lockWaiters(db, 1, () => signing!.done);
    deleting = start(deleteAccount(researcher));
    await lockWaiters(db, 2, () => signing!.done || deleting!.done);
  });
  return [signing!, deleting!] as const;
};

const pdfText = async (who: Person, id: number) => {
  const res = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return pdfPages(Buffer.from(await res.arrayBuffer())).join('\n');
};

const errorOf = async (res: Response) => (await readJson(res)).error;

const signIn = (who: Person) =>
  ctx.request('/api/login', { method: 'POST', json: { email: who.email, password: who.password } });

// PGlite runs one transaction at a time, so only a server can interleave the two.
describe.runIf(ctx.deps.database.driver === 'postgres')('writes racing a deletion', () => {
  it('the signature that executes a document as the other party leaves stores a PDF naming them as they signed', async () => {
    const { researcher, industry, id } = await signedByResearcher();
    let signing: ReturnType<typeof start> | undefined;
    await db.transaction(async (pdfs) => {
      // Nothing can store the executed PDF until the deletion has answered.
      await pdfs.execute(sql`lock table ${documentPdfs} in access exclusive mode`);
      const [signed, deleting] = await signAsResearcherLeaves(researcher, industry, id);
      signing = signed;
      expect((await deleting.answer).status).toBe(200);
    });
    expect((await signing!.answer).status).toBe(200);
    const text = await pdfText(industry, id);
    expect(text).toMatch(/^Researcher: Rosalind Franklin/m);
    expect(text).not.toContain(DELETED_USER_NAME);
  });

  it('so does the first download, where the PDF failed to be stored after that signature', async () => {
    const { researcher, industry, id } = await signedByResearcher();
    await whilePdfStoreFails(db, async () => {
      const [signing, deleting] = await signAsResearcherLeaves(researcher, industry, id);
      // The signature answers once its attempt to store the PDF has failed.
      expect((await signing.answer).status).toBe(200);
      expect((await deleting.answer).status).toBe(200);
    });
    expect(await db.$count(documentPdfs, eq(documentPdfs.documentId, id))).toBe(0);
    const text = await pdfText(industry, id);
    expect(text).toMatch(/^Researcher: Rosalind Franklin/m);
    expect(text).not.toContain(DELETED_USER_NAME);
  });

  it('a signature after the other party’s deletion took the document is refused: it was cancelled', async () => {
    const { researcher, industry, id } = await signedByResearcher();
    let signing: ReturnType<typeof start> | undefined;
    let deleting: ReturnType<typeof start> | undefined;
    await db.transaction(async (tx) => {
      await documentRow(id)(tx);
      deleting = start(deleteAccount(researcher));
      await lockWaiters(db, 1, () => deleting!.done);
      signing = start(sign(industry, id, 'Henry Ford'));
      await lockWaiters(db, 2, () => signing!.done || deleting!.done);
    });
    expect((await deleting!.answer).status).toBe(200);
    const signed = await signing!.answer;
    expect(signed.status).toBe(409);
    expect(await errorOf(signed)).toMatchObject({
      code: 'BUSINESS_LOGIC_ERROR',
      message: 'A cancelled document cannot be signed',
    });
    const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', executedAt: null });
    const signers = await db
      .select({ userId: documentSignatures.userId })
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, id));
    expect(signers).toEqual([{ userId: researcher.user.id }]);
    expect(await db.$count(documentPdfs, eq(documentPdfs.documentId, id))).toBe(0);
  });

  it('a message to an account being deleted is refused, not stored for the deleted account', async () => {
    const { researcher, industry } = await parties();
    await sendMessage(industry, researcher, 'Hello');
    const [deleted, sent] = await stepDuringDeletion(researcher, () =>
      send(industry, researcher, 'Still there?'),
    );
    expect(deleted.status).toBe(200);
    expect(sent.status).toBe(422);
    expect(await errorOf(sent)).toMatchObject({
      code: 'BUSINESS_LOGIC_ERROR',
      message: 'This account has been deleted.',
    });
    const stored = await db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.receiverId, researcher.user.id));
    expect(stored).toEqual([{ content: 'Hello' }]);
    expect(await db.$count(notifications, eq(notifications.userId, researcher.user.id))).toBe(0);
  });

  it('a message from an account being deleted is refused, so no notification names its sender', async () => {
    const { researcher, industry } = await parties();
    const [deleted, sent] = await stepDuringDeletion(industry, () =>
      send(industry, researcher, 'One last thing'),
    );
    expect(deleted.status).toBe(200);
    expect(sent.status).toBe(401);
    expect(await db.$count(messages, eq(messages.senderId, industry.user.id))).toBe(0);
    expect(await db.$count(notifications, eq(notifications.userId, researcher.user.id))).toBe(0);
  });

  it('a proposal on the listing of an account being deleted is refused as on an archived one', async () => {
    const { researcher, industry, project } = await parties();
    const [deleted, proposed] = await stepDuringDeletion(researcher, () =>
      propose(industry, project.id),
    );
    expect(deleted.status).toBe(200);
    expect(proposed.status).toBe(404);
    expect(await errorOf(proposed)).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await db.$count(collaborations, eq(collaborations.researcherId, researcher.user.id)),
    ).toBe(0);
    expect(await db.$count(notifications, eq(notifications.userId, researcher.user.id))).toBe(0);
  });

  it('a proposal from an account being deleted is refused, so none stands from a deleted account', async () => {
    const { researcher, industry, project } = await parties();
    const [deleted, proposed] = await stepDuringDeletion(industry, () =>
      propose(industry, project.id),
    );
    expect(deleted.status).toBe(200);
    expect(proposed.status).toBe(401);
    expect(
      await db.$count(collaborations, eq(collaborations.industryPartnerId, industry.user.id)),
    ).toBe(0);
    expect(await db.$count(notifications, eq(notifications.userId, researcher.user.id))).toBe(0);
  });

  it('a sign-in whose password was checked before the deletion committed starts no session', async () => {
    const leaving = await signUp();
    const [deleted, signedIn] = await stepDuringDeletion(leaving, () => signIn(leaving));
    expect(deleted.status).toBe(200);
    expect(signedIn.status).toBe(401);
    const refused = { code: 'AUTHENTICATION_ERROR', message: 'Invalid email or password' };
    expect(await errorOf(signedIn)).toMatchObject(refused);
    // As the deleted account's sign-in is answered from now on.
    const later = await signIn(leaving);
    expect(later.status).toBe(401);
    expect(await errorOf(later)).toMatchObject(refused);
    expect(await db.$count(sessions, eq(sessions.userId, leaving.user.id))).toBe(0);
  });

  it('a sign-in the deletion finds under way is waited for, and its session deleted', async () => {
    const leaving = await signUp();
    let signing: ReturnType<typeof start> | undefined;
    let deleting: ReturnType<typeof start> | undefined;
    await db.transaction(async (tx) => {
      // Inserts wait; the deletion's request may still read its own session.
      await tx.execute(sql`lock table ${sessions} in exclusive mode`);
      signing = start(signIn(leaving));
      await lockWaiters(db, 1, () => signing!.done);
      deleting = start(deleteAccount(leaving));
      await lockWaiters(db, 2, () => signing!.done || deleting!.done);
    });
    expect((await signing!.answer).status).toBe(200);
    expect((await deleting!.answer).status).toBe(200);
    expect(await db.$count(sessions, eq(sessions.userId, leaving.user.id))).toBe(0);
  });
});
