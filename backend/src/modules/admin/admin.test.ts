import {
  adminCollaborationsResponseSchema,
  adminProjectsQuerySchema,
} from '@labbridge/shared-types';
import { uniqueEmail } from '@labbridge/shared-types/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdAppClock } from '../../../test/clock';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, type Json, readJson } from '../../../test/helpers';
import { collaborations, legalDocuments, projects } from '../../db/schema';
import { csvChunks } from './csv';
import { projectsExport } from './export';

const ctx = await createTestContext();
const { deals, docs, signUp, signUpAdmin, createProject } = factoriesFor(ctx);
const admin = await signUpAdmin();

const get = async (who: Person | null, path: string) => {
  const res = await ctx.request(path, { cookie: who?.cookie });
  return { status: res.status, body: await readJson(res) };
};
const post = async (who: Person, path: string, json?: object) => {
  const res = await ctx.request(path, { method: 'POST', cookie: who.cookie, json });
  return { status: res.status, body: await readJson(res) };
};
const catalogueIds = async () =>
  ((await get(null, '/api/projects?limit=50')).body.projects as Json[]).map((p) => p.id);
const notificationsOf = async (who: Person) =>
  (await get(who, '/api/notifications')).body.notifications as Json[];

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and newlines. */
const parseCsv = (text: string) => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
};

describe('approvals', () => {
  it('lists unverified accounts and listings awaiting review, newest first', async () => {
    const researcher = await signUp();
    const listing = await createProject(researcher.cookie, { title: 'Queue listing' });
    const { status, body } = await get(admin, '/api/admin/pending-approvals');
    expect(status).toBe(200);
    const ids = (body.items as Json[]).map((i) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining([`user:${researcher.user.id}`, `project:${listing.id}`]),
    );
    expect(ids.indexOf(`project:${listing.id}`)).toBe(0);
    expect(ids.indexOf(`user:${researcher.user.id}`)).toBe(1);
    const submitted = (body.items as Json[]).map((i) => i.submittedAt);
    expect(submitted).toEqual([...submitted].sort().reverse());
    expect(ids).not.toContain(`user:${admin.user.id}`);
  });

  it('pages the queue: the newest `limit` items of both kinds, and the total of all', async () => {
    for (let i = 0; i < 3; i++) {
      const researcher = await signUp();
      await createProject(researcher.cookie, { title: `Paged queue ${i}` });
    }
    const whole = (await get(admin, '/api/admin/pending-approvals?limit=1000')).body;
    const items = whole.items as Json[];
    expect(whole.total).toBe(items.length);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['user', 'project']));
    for (const limit of [1, 2, 5]) {
      const page = (await get(admin, `/api/admin/pending-approvals?limit=${limit}`)).body;
      expect(page).toEqual({ items: items.slice(0, limit), total: whole.total });
    }
    const stats = (await get(admin, '/api/admin/institution-stats')).body;
    expect(stats.pendingApprovals).toBe(whole.total);
    for (const limit of ['0', '1001', 'all']) {
      const res = await get(admin, `/api/admin/pending-approvals?limit=${limit}`);
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    }
  });

  it('approving a listing verifies it and notifies the owner; approving twice changes nothing', async () => {
    const owner = await signUp();
    const listing = await createProject(owner.cookie, { title: 'Approve me' });
    const first = await post(admin, `/api/admin/projects/${listing.id}/approve`);
    expect(first).toMatchObject({ status: 200, body: { reviewStatus: 'approved', changed: true } });
    const again = await post(admin, `/api/admin/projects/${listing.id}/approve`);
    expect(again).toMatchObject({
      status: 200,
      body: { reviewStatus: 'approved', changed: false },
    });
    const detail = (await get(owner, `/api/projects/${listing.id}`)).body;
    expect(detail).toMatchObject({ reviewStatus: 'approved', isVerified: true });
    const approvedNotes = (await notificationsOf(owner)).filter(
      (n) => n.title === 'Project approved',
    );
    expect(approvedNotes).toHaveLength(1);
    const queue = (await get(admin, '/api/admin/pending-approvals?limit=1000')).body
      .items as Json[];
    expect(queue.map((i) => i.id)).not.toContain(`project:${listing.id}`);
  });

  it('rejecting needs a reason, hides the listing from the catalogue and tells the owner why', async () => {
    const owner = await signUp();
    const listing = await createProject(owner.cookie, { title: 'Reject me' });
    expect(await catalogueIds()).toContain(listing.id);
    expect((await post(admin, `/api/admin/projects/${listing.id}/reject`, {})).status).toBe(400);
    const res = await post(admin, `/api/admin/projects/${listing.id}/reject`, {
      reason: 'Add your test results',
    });
    expect(res).toMatchObject({ status: 200, body: { reviewStatus: 'rejected', changed: true } });
    expect(await catalogueIds()).not.toContain(listing.id);
    expect((await get(null, `/api/projects/${listing.id}`)).status).toBe(404);
    const [note] = await notificationsOf(owner);
    expect(note).toMatchObject({
      title: 'Project not approved',
      actionUrl: `/projects/${listing.id}`,
    });
    expect(note!.message).toContain('Add your test results');
  });

  it('approves and rejects accounts, each user told the outcome', async () => {
    const ok = await signUp();
    const no = await signUp({ userType: 'industry' });
    expect((await post(admin, `/api/admin/users/${ok.user.id}/approve`)).body).toMatchObject({
      reviewStatus: 'approved',
      changed: true,
    });
    expect((await get(ok, '/api/auth/user')).body.isVerified).toBe(true);
    await post(admin, `/api/admin/users/${no.user.id}/reject`, { reason: 'Unknown organisation' });
    expect((await notificationsOf(no))[0]!.message).toContain('Unknown organisation');
    const users = (await get(admin, `/api/admin/users?q=${encodeURIComponent(no.email)}`)).body;
    expect(users.items[0]).toMatchObject({
      status: 'rejected',
      statusReason: 'Unknown organisation',
    });
    expect((await post(admin, '/api/admin/users/not-a-uuid/approve')).status).toBe(400);
  });

  it('announces new items to admins and decisions to the other admins, after commit', async () => {
    const queued: Json[] = [];
    const decided: Json[] = [];
    const stops = [
      ctx.deps.events.subscribe('approval:queued', (e) => queued.push(e.item)),
      ctx.deps.events.subscribe('approval:decided', (e) => decided.push(e.event)),
    ];
    const owner = await signUp();
    const listing = await createProject(owner.cookie, { title: 'Live queue' });
    await post(admin, `/api/admin/projects/${listing.id}/approve`);
    await post(admin, `/api/admin/projects/${listing.id}/approve`);
    for (const stop of stops) stop();
    expect(queued.map((i) => i.id)).toEqual([`user:${owner.user.id}`, `project:${listing.id}`]);
    expect(decided).toEqual([
      {
        id: `project:${listing.id}`,
        type: 'project',
        targetId: String(listing.id),
        decision: 'approved',
        byUserId: admin.user.id,
      },
    ]);
  });

  it('announces a listing awaiting review again when it is restored from the archive', async () => {
    const owner = await signUp();
    const waiting = await createProject(owner.cookie, { title: 'Back in the queue' });
    const reviewed = await createProject(owner.cookie, { title: 'Already approved' });
    await post(admin, `/api/admin/projects/${reviewed.id}/approve`);
    for (const listing of [waiting, reviewed]) {
      await post(owner, `/api/projects/${listing.id}/archive`);
    }
    const queued: Json[] = [];
    const stop = ctx.deps.events.subscribe('approval:queued', (e) => queued.push(e.item));
    for (const listing of [waiting, reviewed, waiting]) {
      expect((await post(owner, `/api/projects/${listing.id}/restore`)).status).toBe(200);
    }
    stop();
    expect(queued).toEqual([
      expect.objectContaining({
        id: `project:${waiting.id}`,
        type: 'project',
        title: 'Back in the queue',
        owner: expect.objectContaining({ id: owner.user.id, email: owner.email }),
      }),
    ]);
    const queue = (await get(admin, '/api/admin/pending-approvals?limit=1000')).body;
    expect((queue.items as Json[]).map((i) => i.id)).toContain(`project:${waiting.id}`);
  });
});

describe('items leaving the queue undecided', () => {
  const queueIds = async () =>
    ((await get(admin, '/api/admin/pending-approvals?limit=1000')).body.items as Json[]).map(
      (i) => i.id,
    );

  it('tells admins live when a listing awaiting review is archived or its account deleted', async () => {
    const owner = await signUp();
    const archivedOne = await createProject(owner.cookie, { title: 'Archived while waiting' });
    const deletedOne = await createProject(owner.cookie, { title: 'Gone with its account' });
    const left: Json[] = [];
    const stop = ctx.deps.events.subscribe('approval:decided', (e) => left.push(e.event));

    // Archived twice: it leaves the queue once.
    for (let i = 0; i < 2; i++) {
      expect((await post(owner, `/api/projects/${archivedOne.id}/archive`)).status).toBe(200);
    }
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(deleted.status).toBe(200);
    stop();

    const withdrawn = (type: string, targetId: string) => ({
      id: `${type}:${targetId}`,
      type,
      targetId,
      decision: 'withdrawn',
      byUserId: owner.user.id,
    });
    expect(left).toEqual([
      withdrawn('project', String(archivedOne.id)),
      withdrawn('project', String(deletedOne.id)),
      withdrawn('user', owner.user.id),
    ]);
    const queue = await queueIds();
    for (const event of left) expect(queue).not.toContain(event.id);
  });
});

describe('who awaits approval', () => {
  const statusOf = async (who: Person) => {
    const found = (await get(admin, `/api/admin/users?q=${encodeURIComponent(who.email)}`)).body;
    expect(found.items).toHaveLength(1);
    return found.items[0].status as string;
  };
  const filtered = async (status: string, who: Person) =>
    (
      (await get(admin, `/api/admin/users?status=${status}&q=${encodeURIComponent(who.email)}`))
        .body.items as Json[]
    ).map((u) => u.id);

  it('an account still onboarding is not pending, not in the queue and cannot be decided', async () => {
    const onboarding = await signUp({}, { onboard: false });
    const waiting = await signUp();
    const queue = (await get(admin, '/api/admin/pending-approvals?limit=1000')).body;
    const queued = (queue.items as Json[]).map((i) => i.id);
    expect(queued).toContain(`user:${waiting.user.id}`);
    expect(queued).not.toContain(`user:${onboarding.user.id}`);

    expect(await statusOf(onboarding)).toBe('onboarding');
    expect(await filtered('pending', onboarding)).toEqual([]);
    expect(await filtered('onboarding', onboarding)).toEqual([onboarding.user.id]);
    expect(await statusOf(waiting)).toBe('pending');
    expect(await filtered('pending', waiting)).toEqual([waiting.user.id]);
    // An administrator's role is granted by the admin list, not reviewed: never pending.
    expect(await statusOf(admin)).toBe('verified');
    expect(await filtered('pending', admin)).toEqual([]);
    expect(await filtered('verified', admin)).toEqual([admin.user.id]);

    for (const who of [onboarding, admin]) {
      const res = await post(admin, `/api/admin/users/${who.user.id}/approve`);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'BUSINESS_LOGIC_ERROR', retryable: false });
    }
    expect((await get(onboarding, '/api/auth/user')).body.isVerified).toBe(false);

    // Once onboarded, the account joins the queue and the pending filter at once.
    const onboarded = await ctx.request('/api/auth/complete-onboarding', {
      method: 'POST',
      cookie: onboarding.cookie,
      json: {
        userType: 'researcher',
        firstName: 'Late',
        lastName: 'Joiner',
        organization: 'MIT',
        position: 'PI',
      },
    });
    expect(onboarded.status).toBe(200);
    expect(await statusOf(onboarding)).toBe('pending');
    expect(await filtered('pending', onboarding)).toEqual([onboarding.user.id]);
  });

  it('the pending filter, the queue and the dashboard count the same accounts', async () => {
    await signUp({}, { onboard: false });
    await signUp();
    const pendingUsers = (await get(admin, '/api/admin/users?status=pending&limit=1')).body.total;
    const queue = (await get(admin, '/api/admin/pending-approvals?limit=1000')).body;
    const queuedUsers = (queue.items as Json[]).filter((i) => i.type === 'user').length;
    expect(queue.items.length).toBeLessThan(1000);
    expect(pendingUsers).toBe(queuedUsers);
    const stats = (await get(admin, '/api/admin/institution-stats')).body;
    expect(stats.pendingApprovals).toBe(queue.total);
  });
});

describe('tables and CSV export', () => {
  it('pages, filters, sorts and exports projects; the CSV parses back to the same rows', async () => {
    const owner = await signUp({ firstName: 'Csv', lastName: 'Owner' });
    const tag = `csv${Date.now()}`;
    const titles = [
      `${tag} plain`,
      `${tag} with, comma`,
      `${tag} with "quotes"`,
      `${tag} with\nnewline`,
    ];
    for (const title of titles) await createProject(owner.cookie, { title, stage: 'testing' });
    const page = (await get(admin, `/api/admin/projects?q=${tag}&sort=title&order=asc&limit=3`))
      .body;
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(page.items.map((p: Json) => p.title)).toEqual([...titles].sort().slice(0, 3));
    const second = (
      await get(admin, `/api/admin/projects?q=${tag}&sort=title&order=asc&limit=3&page=2`)
    ).body;
    expect(second.items.map((p: Json) => p.title)).toEqual([[...titles].sort()[3]]);
    const none = (await get(admin, `/api/admin/projects?q=${tag}&stage=concept`)).body;
    expect(none.total).toBe(0);

    const res = await ctx.request(`/api/admin/projects?q=${tag}&sort=title&order=asc&format=csv`, {
      cookie: admin.cookie,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="labbridge-projects-/,
    );
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([
      'ID',
      'Project',
      'Researcher',
      'Researcher email',
      'Category',
      'Stage',
      'Score',
      'Review',
      'Visibility',
      'Archived',
      'Premium',
      'Created',
    ]);
    expect(rows.map((r) => r[1])).toEqual([...titles].sort());
    const json = (await get(admin, `/api/admin/projects?q=${tag}&sort=title&order=asc&limit=100`))
      .body;
    expect(rows.map((r) => Number(r[0]))).toEqual(json.items.map((p: Json) => p.id));
    expect(rows.every((r) => r[2] === 'Csv Owner' && r[5] === 'testing')).toBe(true);
  });

  it('exports an archived listing as archived, as the table badges it', async () => {
    const owner = await signUp();
    const tag = `archived${Date.now()}`;
    const live = await createProject(owner.cookie, { title: `${tag} live` });
    const archived = await createProject(owner.cookie, { title: `${tag} archived` });
    await ctx.request(`/api/projects/${archived.id}/archive`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    const table = (await get(admin, `/api/admin/projects?q=${tag}&sort=title&order=asc`)).body;
    expect(table.items.map((p: Json) => [p.id, p.isActive])).toEqual([
      [archived.id, false],
      [live.id, true],
    ]);
    const res = await ctx.request(`/api/admin/projects?q=${tag}&sort=title&order=asc&format=csv`, {
      cookie: admin.cookie,
    });
    const [header, ...rows] = parseCsv(await res.text());
    const column = header!.indexOf('Archived');
    expect(rows.map((r) => [Number(r[0]), r[column]])).toEqual([
      [archived.id, 'yes'],
      [live.id, 'no'],
    ]);
  });

  it('exports a title that starts a formula as text, and reads any number of rows in batches', async () => {
    const owner = await signUp({ firstName: 'Batch', lastName: 'Owner' });
    const tag = `batch${Date.now()}`;
    const formula = `=HYPERLINK("http://evil.test","${tag}")`;
    await createProject(owner.cookie, { title: formula });
    const res = await ctx.request(`/api/admin/projects?q=${tag}&format=csv`, {
      cookie: admin.cookie,
    });
    const [, row] = parseCsv(await res.text());
    expect(row![1]).toBe(`'${formula}`);

    for (let i = 0; i < 4; i++) await createProject(owner.cookie, { title: `${tag} ${i}` });
    const q = adminProjectsQuerySchema.parse({ q: tag, sort: 'title', order: 'asc' });
    const listed = (await get(admin, `/api/admin/projects?q=${tag}&sort=title&order=asc`)).body;
    const { batches } = await projectsExport(ctx.deps.db, q, 2);
    const read: number[][] = [];
    for await (const batch of batches) {
      read.push(batch.map((p) => p.id));
      // A row deleted during the download is left out, not repeated or replaced.
      if (read.length === 1)
        await ctx.deps.db.delete(projects).where(eq(projects.id, listed.items[4].id));
    }
    expect(read).toEqual([
      listed.items.slice(0, 2).map((p: Json) => p.id),
      listed.items.slice(2, 4).map((p: Json) => p.id),
      [],
    ]);
  });

  it('filters users by type and status, and lists partnerships with their parties', async () => {
    const { researcher, industry, project } = await deals.parties();
    await deals.proposed(industry, project.id, { proposedEquity: 12.5 });
    const industryUsers = (await get(admin, '/api/admin/users?type=industry&limit=100')).body;
    expect(industryUsers.items.every((u: Json) => u.userType === 'industry')).toBe(true);
    const partnerships = (
      await get(admin, `/api/admin/collaborations?q=${encodeURIComponent(project.title)}`)
    ).body;
    expect(partnerships.items[0]).toMatchObject({
      project: { id: project.id },
      researcher: { id: researcher.user.id },
      industryPartner: { id: industry.user.id },
      status: 'pending',
      proposedEquity: 12.5,
      documents: [],
    });
    const csv = await ctx.request('/api/admin/users?format=csv&type=industry', {
      cookie: admin.cookie,
    });
    const [header, ...rows] = parseCsv(await csv.text());
    expect(header![0]).toBe('ID');
    expect(rows).toHaveLength(industryUsers.total);
  });

  it('shows a partnership the split its executed equity agreement signed, beside the proposed one', async () => {
    const { researcher, industry, project } = await deals.parties();
    const collab = await deals.proposed(industry, project.id, { proposedEquity: 25 });
    const proposedOnly = (
      await get(admin, `/api/admin/collaborations?q=${encodeURIComponent(project.title)}`)
    ).body.items[0];
    expect(proposedOnly).toMatchObject({ proposedEquity: 25, signedEquity: null });
    // A draft, even of an equity agreement, signs nothing.
    await docs.generated(
      researcher,
      docs.requestBody(researcher, industry, {
        documentType: 'equity_agreement',
        collaborationId: collab.id,
        terms: { equityDistribution: { researcher: 50, industry: 50 } },
      }),
    );
    await docs.executed(researcher, industry, {
      documentType: 'equity_agreement',
      collaborationId: collab.id,
      terms: { equityDistribution: { researcher: 70, industry: 30 } },
    });
    const listed = (
      await get(admin, `/api/admin/collaborations?q=${encodeURIComponent(project.title)}`)
    ).body;
    expect(adminCollaborationsResponseSchema.safeParse(listed).success).toBe(true);
    expect(listed.items[0]).toMatchObject({
      id: collab.id,
      proposedEquity: 25,
      signedEquity: { researcher: 70, industry: 30 },
    });

    const csv = await ctx.request(
      `/api/admin/collaborations?format=csv&q=${encodeURIComponent(project.title)}`,
      { cookie: admin.cookie },
    );
    const [header, row] = parseCsv(await csv.text());
    const at = (name: string) => row![header!.indexOf(name)];
    expect(header).not.toContain('Equity %');
    expect([
      at('Proposed partner equity %'),
      at('Signed partner equity %'),
      at('Signed researcher equity %'),
    ]).toEqual(['25', '30', '70']);
  });
});

describe('accounts and moderation', () => {
  it('Add User creates a verified account whose one-time password signs in', async () => {
    const email = uniqueEmail('added');
    const res = await post(admin, '/api/admin/users', {
      email,
      firstName: 'New',
      lastName: 'Partner',
      userType: 'industry',
      organization: 'Acme',
      position: 'CTO',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, status: 'verified', userType: 'industry' });
    const login = await ctx.request('/api/login', {
      method: 'POST',
      json: { email, password: res.body.oneTimePassword },
    });
    expect(login.status).toBe(200);
    expect(
      (await post(admin, '/api/admin/users', { ...res.body.user, userType: 'industry' })).status,
    ).toBe(409);
  });

  it('suspension ends every session at once and refuses sign-in with the reason; reactivation restores it', async () => {
    const user = await signUp();
    const revoked: string[] = [];
    const stop = ctx.deps.events.subscribe('session:revoked', (e) => revoked.push(e.userId));
    const res = await post(admin, `/api/admin/users/${user.user.id}/suspend`, {
      reason: 'Spam listings',
    });
    stop();
    expect(res.body.user).toMatchObject({ status: 'suspended', statusReason: 'Spam listings' });
    expect(revoked).toContain(user.user.id);
    expect((await get(user, '/api/auth/user')).status).toBe(401);
    const login = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    const { message } = (await readJson(login)).error;
    expect(message).toContain('suspended');
    expect(message).toContain('Spam listings');
    expect(
      (await post(admin, `/api/admin/users/${admin.user.id}/suspend`, { reason: 'x' })).status,
    ).toBe(422);

    await post(admin, `/api/admin/users/${user.user.id}/reactivate`);
    const back = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(back.status).toBe(200);
  });

  it('a deleted account leaves the users table, its CSV and the user counts, and cannot be reviewed or suspended', async () => {
    const leaving = await signUp({ lastName: 'Leaving' });
    const usersTable = async () =>
      (await get(admin, '/api/admin/users?limit=100&sort=createdAt&order=desc')).body;
    const userCounts = async () => {
      const { totalUsers, activeUsers } = (await get(admin, '/api/admin/institution-stats')).body;
      return { totalUsers, activeUsers };
    };
    const before = { table: await usersTable(), counts: await userCounts() };
    expect((before.table.items as Json[]).map((u) => u.id)).toContain(leaving.user.id);

    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: leaving.cookie,
      json: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);

    const after = await usersTable();
    expect((after.items as Json[]).map((u) => u.id)).not.toContain(leaving.user.id);
    expect(after.total).toBe(before.table.total - 1);
    // It had signed in this month, so it counted as active too.
    expect(await userCounts()).toEqual({
      totalUsers: before.counts.totalUsers - 1,
      activeUsers: before.counts.activeUsers - 1,
    });
    const exported = await ctx.request('/api/admin/users?format=csv', { cookie: admin.cookie });
    expect(await exported.text()).not.toContain(leaving.user.id);
    for (const action of ['approve', 'suspend', 'reactivate']) {
      const res = await post(admin, `/api/admin/users/${leaving.user.id}/${action}`, {
        reason: 'Too late',
      });
      expect(res.status, action).toBe(404);
      expect(res.body.error.code, action).toBe('NOT_FOUND');
    }
  });

  it('unpublishing hides an approved listing and tells its owner why', async () => {
    const owner = await signUp();
    const listing = await createProject(owner.cookie);
    await post(admin, `/api/admin/projects/${listing.id}/approve`);
    const res = await post(admin, `/api/admin/projects/${listing.id}/unpublish`, {
      reason: 'Trademark complaint',
    });
    expect(res.body.project).toMatchObject({ id: listing.id, reviewStatus: 'rejected' });
    expect(await catalogueIds()).not.toContain(listing.id);
    expect((await notificationsOf(owner))[0]).toMatchObject({ title: 'Project unpublished' });
  });

  it('writes every action to the audit log, newest first', async () => {
    const log = (await get(admin, '/api/admin/audit-log?limit=5')).body.entries as Json[];
    expect(log[0]).toMatchObject({
      action: 'project_unpublished',
      actor: { id: admin.user.id },
      reason: 'Trademark complaint',
    });
  });
});

describe('stalled deals', () => {
  it('lists proposals unanswered for 7 days with their age; a nudge reaches the recipient once a day', async () => {
    // Both nudges fall on one day even when the run crosses midnight.
    holdAppClock();
    const { researcher, industry, project } = await deals.parties();
    const fresh = await deals.proposed(industry, project.id);
    const before = (await get(admin, '/api/admin/stalled-deals?limit=500')).body.items as Json[];
    expect(before.map((d) => d.id)).not.toContain(fresh.id);
    await ctx.deps.db
      .update(collaborations)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(collaborations.id, fresh.id));
    const stalled = (
      (await get(admin, '/api/admin/stalled-deals?limit=500')).body.items as Json[]
    ).find((d) => d.kind === 'proposal' && d.id === fresh.id);
    expect(stalled).toMatchObject({
      ageDays: 9,
      canNudge: true,
      waitingOn: [{ id: researcher.user.id }],
    });
    const nudge = await post(admin, `/api/admin/stalled-deals/proposal/${fresh.id}/nudge`);
    expect(nudge).toMatchObject({ status: 200, body: { notified: [researcher.user.id] } });
    expect((await notificationsOf(researcher))[0]).toMatchObject({
      title: 'A proposal is waiting for you',
      actionUrl: `/collaborations/${fresh.id}`,
    });
    expect((await post(admin, `/api/admin/stalled-deals/proposal/${fresh.id}/nudge`)).status).toBe(
      409,
    );
    expect((await notificationsOf(industry)).some((n) => n.title.includes('waiting'))).toBe(false);
  });
});

describe('stalled deals, paged', () => {
  it('answers the deals waiting longest first, as many as asked, and how many there are', async () => {
    for (const days of [30, 20, 10]) {
      const { industry, project } = await deals.parties();
      const proposal = await deals.proposed(industry, project.id);
      await ctx.deps.db
        .update(collaborations)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(collaborations.id, proposal.id));
    }
    const whole = (await get(admin, '/api/admin/stalled-deals?limit=500')).body;
    const items = whole.items as Json[];
    expect(whole.total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const since = items.map((d) => d.since as string);
    expect(since).toEqual([...since].sort());
    for (const limit of [1, 2]) {
      const page = (await get(admin, `/api/admin/stalled-deals?limit=${limit}`)).body;
      expect(page).toEqual({ items: items.slice(0, limit), total: whole.total });
    }
    const first = (await get(admin, '/api/admin/stalled-deals')).body;
    expect(first.items).toEqual(items.slice(0, 10));
    for (const limit of ['0', '501', 'x']) {
      const res = await get(admin, `/api/admin/stalled-deals?limit=${limit}`);
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    }
  });
});

describe('stalled documents', () => {
  it('lists a document awaiting a signature for 7 days, waiting on the party who has not signed', async () => {
    const { researcher, industry } = await deals.parties();
    const { documentId } = await docs.generated(researcher, docs.requestBody(researcher, industry));
    await docs.finalize(researcher, documentId);
    await docs.sign(researcher, documentId, 'Rosalind Franklin');
    await ctx.deps.db
      .update(legalDocuments)
      .set({ finalizedAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(legalDocuments.id, documentId));
    const stalled = (
      (await get(admin, '/api/admin/stalled-deals?limit=500')).body.items as Json[]
    ).find((d) => d.kind === 'document' && d.id === documentId);
    expect(stalled).toMatchObject({ ageDays: 7, waitingOn: [{ id: industry.user.id }] });
    const nudge = await post(admin, `/api/admin/stalled-deals/document/${documentId}/nudge`);
    expect(nudge.body.notified).toEqual([industry.user.id]);
    expect((await notificationsOf(industry))[0]).toMatchObject({
      type: 'document',
      title: 'A document awaits your signature',
    });
  });
});

describe('CSV fields', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', async () => {
    async function* batches() {
      yield ['plain', 'a, b', 'say "hi"'];
      yield [];
      yield ['two\nlines', '=HYPERLINK("x")', '-12.5'];
    }
    let csv = '';
    for await (const chunk of csvChunks<string>(
      [{ header: 'Value', value: (v) => v }],
      batches(),
    )) {
      csv += chunk;
    }
    expect(csv.endsWith('-12.5\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Value'],
      ['plain'],
      ['a, b'],
      ['say "hi"'],
      ['two\nlines'],
      [`'=HYPERLINK("x")`],
      ['-12.5'],
    ]);
  });
});

describe('performance metrics', () => {
  it('counts real requests per route group with latency percentiles', async () => {
    await get(null, '/api/projects');
    const { body } = await get(admin, '/api/admin/performance-metrics');
    const projects = (body.routes as Json[]).find((r) => r.group === 'projects');
    expect(projects!.requests).toBeGreaterThan(0);
    expect(projects!.p95Ms).toBeGreaterThanOrEqual(projects!.p50Ms);
    expect(body.databaseBytes).toBeGreaterThan(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
