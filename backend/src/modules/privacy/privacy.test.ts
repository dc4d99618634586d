import { createHash } from 'node:crypto';
import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { buildMessage, buildProject } from '@labbridge/shared-types/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { editableFields, factoriesFor, type Person } from '../../../test/factories';
import { whilePdfStoreFails } from '../../../test/failing-pdf-store';
import { readJson, sessionCookie } from '../../../test/helpers';
import { pdfPages } from '../../../test/pdf-text';
import { createLiveTestServer } from '../../../test/realtime';
import { queryRows } from '../../db/client';
import { documentExecutedRecords, documentPdfs, projects, sessions, users } from '../../db/schema';
import { scoreColumns, storedProjectData } from '../projects/scores';

const server = await createLiveTestServer();
const { deals, docs, messaging, signUp, createProject, sendMessage } = factoriesFor(server);

const exportOf = async (who: Person) => {
  const res = await server.request('/api/auth/user/export', { cookie: who.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('attachment');
  return readJson(res);
};

const storedListing = async (id: number) => {
  const [row] = await server.deps.db.select().from(projects).where(eq(projects.id, id));
  return row!;
};
type StoredListing = Awaited<ReturnType<typeof storedListing>>;
const scoresOf = (row: StoredListing) => ({
  executabilityScore: row.executabilityScore,
  feasibilityScore: row.feasibilityScore,
  matchabilityScore: row.matchabilityScore,
  scoreDetails: row.scoreDetails,
});
const freshScores = (row: StoredListing) => scoreColumns(server.deps, storedProjectData(row));

const deleteAccount = (who: Person, password = who.password) =>
  server.request('/api/auth/user/delete', {
    method: 'POST',
    cookie: who.cookie,
    json: { password },
  });

describe('data export', () => {
  it('holds my profile, listings, messages, deals and documents, and nobody else’s', async () => {
    const me = await signUp({ firstName: 'Marie', lastName: 'Curie' });
    const partner = await signUp({ userType: 'industry' });
    const stranger = await signUp();
    const listing = await createProject(me.cookie, { title: 'Polonium sensors' });
    await createProject(stranger.cookie, { title: 'Someone else’s listing' });
    await sendMessage(partner, me, 'Hello Marie');
    await sendMessage(me, partner, 'Hello back');
    await sendMessage(partner, stranger, 'Not for Marie');
    await deals.proposed(partner, listing.id);
    const { documentId } = await docs.generated(me, docs.requestBody(me, partner));

    const data = await exportOf(me);
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.email, firstName: 'Marie' });
    expect(data.listings.map((l: { title: string }) => l.title)).toEqual(['Polonium sensors']);
    const texts = data.messages.filter((m: { kind: string }) => m.kind === 'text');
    expect(texts.map((m: { content: string }) => m.content)).toEqual(['Hello Marie', 'Hello back']);
    expect(data.collaborations).toHaveLength(1);
    expect(data.documents.map((d: { id: number }) => d.id)).toEqual([documentId]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Not for Marie');
    expect(text).not.toContain('Someone else’s listing');
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain('passwordHash');
  });

  it('needs a session', async () => {
    expect((await server.request('/api/auth/user/export')).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('refuses a wrong password, changing nothing, and counts it like a sign-in guess', async () => {
    const me = await signUp();
    const res = await deleteAccount(me, 'not-my-password');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.details.password).toEqual(['Password is incorrect']);
    expect((await server.request('/api/auth/user', { cookie: me.cookie })).status).toBe(200);

    const limited = await signUp();
    for (let i = 0; i < server.deps.config.rateLimits.loginPerAccount; i++) {
      await deleteAccount(limited, 'wrong-guess');
    }
    const blocked = await deleteAccount(limited);
    expect(blocked.status).toBe(429);
    expect((await server.request('/api/auth/user', { cookie: limited.cookie })).status).toBe(200);
  });

  it('erases the profile, archives listings, ends sessions and sockets at once, and refuses sign-in', async () => {
    const me = await signUp({ firstName: 'Ada', lastName: 'Byron', bio: 'x' });
    const partner = await signUp({ userType: 'industry' });
    const listing = await createProject(me.cookie, { title: 'Analytical engine' });
    await sendMessage(me, partner, 'A message from Ada');
    // A second session, from a browser whose user agent is stored with it.
    const laptop = 'Mozilla/5.0 (Analytical Engine laptop)';
    const signedIn = await server.request('/api/login', {
      method: 'POST',
      headers: { 'user-agent': laptop },
      json: { email: me.email, password: me.password },
    });
    expect(signedIn.status).toBe(200);
    const laptopCookie = sessionCookie(signedIn);
    const socket = await server.connect(me.cookie);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const laptopSocket = await server.connect(laptopCookie);
    const laptopDisconnected = new Promise<string>((resolve) =>
      laptopSocket.once('disconnect', resolve),
    );
    const agents = async () =>
      (
        await server.deps.db
          .select({ userAgent: sessions.userAgent })
          .from(sessions)
          .where(eq(sessions.userId, me.user.id))
      ).map((r) => r.userAgent);
    expect(await agents()).toContain(laptop);

    const res = await deleteAccount(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('lb_session=;');
    expect(await disconnected).toBe('io server disconnect');
    expect(await laptopDisconnected).toBe('io server disconnect');
    for (const cookie of [me.cookie, laptopCookie]) {
      expect((await server.request('/api/auth/user', { cookie })).status).toBe(401);
      await expect(server.connect(cookie)).rejects.toThrow();
    }
    // No session row stays, nor the user agent it kept.
    expect(await agents()).toEqual([]);
    const login = await server.request('/api/login', {
      method: 'POST',
      json: { email: me.email, password: me.password },
    });
    expect(login.status).toBe(401);

    const [row] = await server.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      firstName: DELETED_USER_NAME,
      lastName: null,
      bio: null,
      organization: null,
      profileVisibility: 'private',
    });
    expect(row!.email).not.toContain(me.email.split('@')[0]);
    expect(row!.deletedAt).not.toBeNull();

    // The listing is archived: gone from the catalogue and its page.
    const page = await server.request(`/api/projects/${listing.id}`, { cookie: partner.cookie });
    expect(page.status).toBe(404);

    // The partner's thread keeps the message, from 'Deleted user'.
    const thread = await readJson(
      await server.request(`/api/messages/${me.user.id}`, { cookie: partner.cookie }),
    );
    expect(thread.user).toMatchObject({ firstName: DELETED_USER_NAME, lastName: null });
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      'A message from Ada',
    ]);

    // Nobody can write to the account any more, nor find it among researchers.
    const reply = await server.request('/api/messages', {
      method: 'POST',
      cookie: partner.cookie,
      json: buildMessage(me.user.id, 'Are you there?'),
    });
    expect(reply.status).toBe(422);
    expect((await readJson(reply)).error.message).toBe('This account has been deleted.');
    const found = await readJson(
      await server.request('/api/users/researchers?q=Deleted', { cookie: partner.cookie }),
    );
    expect(JSON.stringify(found)).not.toContain(me.user.id);

    // The address is free again.
    const again = await server.request('/api/register', {
      method: 'POST',
      json: { email: me.email, password: me.password, firstName: 'Ada', lastName: 'Again' },
    });
    expect(again.status).toBe(201);
  });

  it('withdraws open proposals and tells the dashboards and the other party, without the name', async () => {
    const { researcher, industry, project } = await deals.parties();
    const collab = await deals.proposed(industry, project.id);
    const socket = await server.connect(researcher.cookie);
    const updated = new Promise((resolve) => socket.once('collaboration:updated', resolve));
    const changes = messaging.captured('collaboration:changed');
    const notes = messaging.captured('notification:created');

    expect((await deleteAccount(industry)).status).toBe(200);
    changes.stop();
    notes.stop();

    const withdrawn = { id: collab.id, status: 'withdrawn', step: 'withdrawn' };
    expect(changes.seen).toEqual([
      {
        event: expect.objectContaining({ ...withdrawn, actorId: industry.user.id }),
        partyIds: [researcher.user.id, industry.user.id],
      },
    ]);
    // The realtime layer fans it out: the researcher's open dashboard hears of it.
    expect(await updated).toMatchObject(withdrawn);
    const told = {
      type: 'collaboration',
      title: 'Proposal withdrawn',
      message: `${DELETED_USER_NAME} withdrew the collaboration proposal on “${project.title}”.`,
    };
    expect(notes.seen).toEqual([
      { userId: researcher.user.id, notification: expect.objectContaining(told) },
    ]);
    const inbox = await readJson(
      await server.request('/api/notifications', { cookie: researcher.cookie }),
    );
    expect(inbox.notifications[0]).toMatchObject(told);
    expect(JSON.stringify(inbox)).not.toContain('Henry Ford');
    socket.close();
  });

  it('ends active collaborations, telling the partner so, and withdraws pending ones', async () => {
    const { researcher, industry, project } = await deals.parties();
    const proposal = await createProject(researcher.cookie, { title: 'Still a proposal' });
    const active = await deals.proposed(industry, project.id);
    expect((await deals.act(researcher, active.id, { action: 'accept' })).status).toBe(200);
    const pending = await deals.proposed(industry, proposal.id);
    const notes = messaging.captured('notification:created');

    expect((await deleteAccount(industry)).status).toBe(200);
    notes.stop();

    const ended = {
      type: 'collaboration',
      title: 'Collaboration ended',
      message: `${DELETED_USER_NAME} ended the collaboration on “${project.title}”: their account was deleted.`,
    };
    const withdrawn = {
      type: 'collaboration',
      title: 'Proposal withdrawn',
      message: `${DELETED_USER_NAME} withdrew the collaboration proposal on “Still a proposal”.`,
    };
    expect(notes.seen.map((n) => n.notification)).toEqual(
      expect.arrayContaining([expect.objectContaining(ended), expect.objectContaining(withdrawn)]),
    );
    expect(notes.seen).toHaveLength(2);

    const detail = async (id: number) =>
      readJson(await server.request(`/api/collaborations/${id}`, { cookie: researcher.cookie }));
    const endedDeal = await detail(active.id);
    expect(endedDeal.status).toBe('ended');
    expect(endedDeal.history.at(-1)).toMatchObject({ step: 'ended', status: 'ended' });
    expect((await detail(pending.id)).status).toBe('withdrawn');

    // The card in the researcher's thread says the same, and it is not a proposal taken back.
    const thread = await messaging.get(researcher, `/api/messages/${industry.user.id}`);
    const cards = (thread.body.messages as { kind: string; content: string }[])
      .filter((m) => m.kind === 'collaboration')
      .map((m) => m.content);
    expect(cards).toContain(ended.message);
    expect(cards.filter((c) => c.includes(project.title))).not.toContainEqual(
      expect.stringContaining('withdrew'),
    );
  });

  it('closes a proposal awaiting the deleted user’s answer, not as if they had withdrawn it', async () => {
    const { researcher, industry, project } = await deals.parties();
    const pending = await deals.proposed(industry, project.id);
    const notes = messaging.captured('notification:created');

    expect((await deleteAccount(researcher)).status).toBe(200);
    notes.stop();

    const closed = {
      type: 'collaboration',
      title: 'Proposal closed',
      message: `${DELETED_USER_NAME} closed the collaboration proposal on “${project.title}” unanswered: their account was deleted.`,
    };
    expect(notes.seen.map((n) => n.notification)).toEqual([expect.objectContaining(closed)]);
    const detail = await readJson(
      await server.request(`/api/collaborations/${pending.id}`, { cookie: industry.cookie }),
    );
    expect(detail.status).toBe('ended');
    expect(detail.history.at(-1)).toMatchObject({ step: 'ended', status: 'ended' });

    const thread = await messaging.get(industry, `/api/messages/${researcher.user.id}`);
    const cards = (thread.body.messages as { kind: string; content: string }[])
      .filter((m) => m.kind === 'collaboration')
      .map((m) => m.content);
    expect(cards).toContain(closed.message);
    expect(cards).not.toContainEqual(expect.stringContaining('withdrew'));
  });

  it('keeps fully executed documents as signed and cancels the unsigned ones', async () => {
    const me = await signUp({ firstName: 'Rosalind', lastName: 'Franklin' });
    const partner = await signUp({ userType: 'industry' });
    const executed = await docs.executed(me, partner);
    const { documentId: draft } = await docs.generated(me, docs.requestBody(me, partner));
    const before = await docs.detail(partner, executed);

    expect((await deleteAccount(me)).status).toBe(200);

    const after = await docs.detail(partner, executed);
    expect(after.body.status).toBe('fully_executed');
    expect(after.body.content).toBe(before.body.content);
    const typedNames = (body: typeof before.body) =>
      body.signers.map((s: { signature: { fullName: string } }) => s.signature.fullName);
    expect(typedNames(after.body)).toEqual(['Rosalind E. Franklin', 'Henry Ford']);
    expect(typedNames(before.body)).toEqual(typedNames(after.body));
    // Its PDF, stored when it was executed, is the one downloaded after.
    const [pdf] = await server.deps.db
      .select()
      .from(documentPdfs)
      .where(eq(documentPdfs.documentId, executed));
    expect(pdf).toBeDefined();
    const download = await server.request(`/api/legal/documents/${executed}/pdf`, {
      cookie: partner.cookie,
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf!.pdf))).toBe(true);

    const cancelled = await docs.detail(partner, draft);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'A party deleted their account.',
    });
  });

  it('keeps the names of an executed document whose PDF failed to be stored at its execution', async () => {
    const me = await signUp({ firstName: 'Rosalind', lastName: 'Franklin' });
    const partner = await signUp({ userType: 'industry' });
    // Neither the signature nor the deletion can store a PDF: the first one made is the download's.
    const executed = await whilePdfStoreFails(server.deps.db, async () => {
      const id = await docs.executed(me, partner);
      expect((await deleteAccount(me)).status).toBe(200);
      return id;
    });
    expect(await server.deps.db.$count(documentPdfs, eq(documentPdfs.documentId, executed))).toBe(
      0,
    );

    const download = async () => {
      const res = await server.request(`/api/legal/documents/${executed}/pdf`, {
        cookie: partner.cookie,
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const pdf = await download();
    const text = pdfPages(pdf).join('\n');
    expect(text).toMatch(/^Researcher: Rosalind Franklin/m);
    expect(text).toContain('Signed as: Rosalind E. Franklin');
    expect(text).toContain(me.email);
    expect(text).not.toContain(DELETED_USER_NAME);
    expect((await download()).equals(pdf)).toBe(true);
    const hash = createHash('sha256').update(pdf).digest('hex');
    const verified = await readJson(await server.request(`/api/legal/verify/${hash}`));
    expect(verified).toMatchObject({ verified: true, matched: 'pdf' });
  });

  it('stores, before erasing the names, the PDF of an executed document kept without its record', async () => {
    const me = await signUp({ firstName: 'Rosalind', lastName: 'Franklin' });
    const partner = await signUp({ userType: 'industry' });
    const executed = await whilePdfStoreFails(server.deps.db, () => docs.executed(me, partner));
    // As a document executed before the records were kept (migration 0020), never downloaded.
    await server.deps.db
      .delete(documentExecutedRecords)
      .where(eq(documentExecutedRecords.documentId, executed));

    expect((await deleteAccount(me)).status).toBe(200);

    const [stored] = await server.deps.db
      .select({ pdf: documentPdfs.pdf })
      .from(documentPdfs)
      .where(eq(documentPdfs.documentId, executed));
    const text = pdfPages(Buffer.from(stored!.pdf)).join('\n');
    expect(text).toMatch(/^Researcher: Rosalind Franklin/m);
    expect(text).not.toContain(DELETED_USER_NAME);
  });

  it('takes the person off every listing’s team, and no listing shows or links them after', async () => {
    const owner = await signUp();
    const leaving = await signUp({ firstName: 'Rosa', lastName: 'Leaving' });
    const member = {
      name: 'Rosa Leaving',
      role: 'Co-investigator',
      userId: leaving.user.id,
      isResearcher: true,
    };
    const manual = { name: 'Grace Hopper', role: 'Engineer' };
    const listing = await createProject(owner.cookie, { teamMembers: [member, manual] });
    const page = (cookie?: string) =>
      server.request(`/api/projects/${listing.id}`, cookie ? { cookie } : {});

    expect((await deleteAccount(leaving)).status).toBe(200);

    const [row] = await server.deps.db
      .select({ teamMembers: projects.teamMembers })
      .from(projects)
      .where(eq(projects.id, listing.id));
    expect(row!.teamMembers.map((m) => m.name)).toEqual(['Grace Hopper']);
    for (const cookie of [owner.cookie, undefined]) {
      const text = await (await page(cookie)).text();
      expect(text).toContain('Grace Hopper');
      expect(text).not.toContain('Rosa Leaving');
      expect(text).not.toContain(leaving.user.id);
    }
    // Nor can the deleted account be put back on a team.
    const readd = await server.request('/api/projects', {
      method: 'POST',
      cookie: owner.cookie,
      json: buildProject({ teamMembers: [member] }),
    });
    expect(readd.status).toBe(400);
  });

  it('scores each listing the person leaves the team of anew, with its new team', async () => {
    const owner = await signUp();
    const leaving = await signUp({ firstName: 'Rosa', lastName: 'Leaving' });
    const member = { name: 'Rosa', role: 'Chemist', userId: leaving.user.id, isResearcher: true };
    const listing = await createProject(owner.cookie, {
      teamMembers: [member, { name: 'Grace Hopper', role: 'Engineer' }],
    });

    expect(JSON.stringify(listing.scoreDetails)).toContain('1 verified platform researcher');

    expect((await deleteAccount(leaving)).status).toBe(200);

    const after = await storedListing(listing.id);
    expect(after.teamMembers.map((m) => m.name)).toEqual(['Grace Hopper']);
    expect(after.executabilityScore).toBeLessThan(listing.executabilityScore);
    expect(after.feasibilityScore).toBeLessThan(listing.feasibilityScore);
    // What a save of the listing as it now stands would store.
    expect(scoresOf(after)).toEqual(await freshScores(after));
    const reasons = JSON.stringify(after.scoreDetails);
    expect(reasons).toContain('1 team member listed');
    expect(reasons).not.toContain('verified platform researcher');
  });

  it('scores a listing saved while the deletion was scoring it as saved, without the person', async () => {
    const owner = await signUp();
    const leaving = await signUp();
    const member = { name: 'Rosa', role: 'Chemist', userId: leaving.user.id, isResearcher: true };
    const listing = await createProject(owner.cookie, { teamMembers: [member] });
    const description = 'A longer account of the method and what it is for.'.repeat(8);
    const run = server.deps.ai.run.bind(server.deps.ai);
    const spy = vi.spyOn(server.deps.ai, 'run');
    // The owner saves a new description, keeping the team, while the deletion scores the old one.
    spy.mockImplementationOnce(async (...args) => {
      const saved = await server.request(`/api/projects/${listing.id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { ...editableFields(listing), description, teamMembers: [member] },
      });
      expect(saved.status).toBe(200);
      return run(...args);
    });
    try {
      expect((await deleteAccount(leaving)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const after = await storedListing(listing.id);
    expect(after.description).toBe(description);
    expect(after.teamMembers).toEqual([]);
    expect(scoresOf(after)).toEqual(await freshScores(after));
  });

  it('is a 409, deleting nothing, when a listing it takes the person off keeps changing', async () => {
    const owner = await signUp();
    const leaving = await signUp();
    const member = { name: 'Rosa', role: 'Chemist', userId: leaving.user.id, isResearcher: true };
    const listing = await createProject(owner.cookie, { teamMembers: [member] });
    const run = server.deps.ai.run.bind(server.deps.ai);
    const spy = vi.spyOn(server.deps.ai, 'run');
    let saves = 0;
    let saving = false;
    // Every time the deletion scores the listing, its owner saves it again.
    spy.mockImplementation(async (...args) => {
      if (!saving) {
        saving = true;
        saves += 1;
        const saved = await server.request(`/api/projects/${listing.id}`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: { ...editableFields(listing), title: `Take ${saves}`, teamMembers: [member] },
        });
        expect(saved.status).toBe(200);
        saving = false;
      }
      return run(...args);
    });
    try {
      const res = await deleteAccount(leaving);
      expect(res.status).toBe(409);
      expect((await readJson(res)).error.code).toBe('CONFLICT');
    } finally {
      spy.mockRestore();
    }
    expect(saves).toBe(3);
    const [account] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, leaving.user.id));
    expect(account!.deletedAt).toBeNull();
    expect((await storedListing(listing.id)).teamMembers).toHaveLength(1);
  });

  // PGlite runs one transaction at a time, so only a server can interleave the two.
  it.runIf(server.deps.database.driver === 'postgres')(
    'a save under way as the account goes cannot put the person back on a team',
    async () => {
      const owner = await signUp();
      const leaving = await signUp();
      const listing = await createProject(owner.cookie);
      const member = { name: 'Rosa', role: 'Chemist', userId: leaving.user.id, isResearcher: true };
      let saving: Promise<Response> | undefined;
      // Stands for the deletion's transaction: it holds the account, then marks it deleted.
      await server.deps.db.transaction(async (tx) => {
        await tx.select().from(users).where(eq(users.id, leaving.user.id)).for('update');
        saving = server.request(`/api/projects/${listing.id}`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: buildProject({ teamMembers: [member] }),
        });
        let settled = false;
        void saving.finally(() => {
          settled = true;
        });
        // The save has checked the team outside any lock and now waits for the account.
        for (let waiting = 0; waiting === 0 && !settled; ) {
          const [row] = await queryRows<{ n: number }>(
            server.deps.db,
            sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query ilike '%for share%'`,
          );
          waiting = row!.n;
        }
        await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.user.id));
      });
      expect((await saving!).status).toBe(400);
      const [row] = await server.deps.db
        .select({ teamMembers: projects.teamMembers })
        .from(projects)
        .where(eq(projects.id, listing.id));
      expect(JSON.stringify(row!.teamMembers)).not.toContain(leaving.user.id);
    },
  );
});
