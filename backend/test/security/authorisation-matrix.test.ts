import { rm } from 'node:fs/promises';
import { API, type Endpoint, endpointPath } from '@labbridge/shared-types';
import {
  buildErrorRecord,
  buildMessage,
  buildOnboarding,
  buildRegistration,
  uniqueEmail,
} from '@labbridge/shared-types/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collaborations as collaborationsTable } from '../../src/db/schema';
import { bannerPng, samplePdf } from '../../src/db/seed/samples';
import { issueToken, type TokenPurpose } from '../../src/modules/auth/tokens';
import { buildProject, factoriesFor, type Person } from '../factories';
import { createTestContext, readJson, sessionCookie } from '../helpers';

/**
 * Who gets what from every route: each row of MATRIX lists the status each actor receives, and the
 * test runs the whole table against the app. A route the app registers without a row (or an
 * endpoint in shared-types' API) fails the first test, so every new route arrives with its row.
 * "owner" owns the fixtures: a private listing, a notification, an upload, and is the user the
 * conversation routes name.
 */
const ACTORS = ['visitor', 'owner', 'researcher', 'industry', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

type Groups = typeof API;
type EndpointName = {
  [F in keyof Groups]: `${F & string}.${keyof Groups[F] & string}`;
}[keyof Groups];

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
}

interface Row {
  expect: Record<Actor, number>;
  /** What the cell sends; it may set up fresh rows of its own (a draft to finalise…). */
  input?: (actor: Actor) => CallInput | Promise<CallInput>;
  /** Runs the cell on a session of its own (logout revokes the one it uses). */
  freshSession?: boolean;
}

const all = (status: number) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;
const signedIn = (status: number) => ({ ...all(status), visitor: 401 });
/** Owner and superadmin get `status`; others are told the hidden listing does not exist. */
const editors = (status: number, visitor = 401) => ({
  visitor,
  owner: status,
  researcher: 404,
  industry: 404,
  admin: status,
});

/** A deal between owner and industry: both parties get `status`, an outsider is refused. */
/** The tech transfer office's routes: superadmins only. */
const adminOnly = (status = 200) => ({ ...signedIn(403), admin: status });
const reason = { json: { reason: 'Matrix reason' } };
const freshUserId = async () => (await signUp()).user.id as string;

const dealParties = (status: number, admin: number, outsider = 403) => ({
  visitor: 401,
  owner: status,
  researcher: outsider,
  industry: status,
  admin,
});

const ctx = await createTestContext({
  dataDir: `${process.cwd()}/.tmp/test-matrix-${process.pid}`,
});
const { deals, docs, signUp, signUpAdmin, createProject, sendMessage } = factoriesFor(ctx);
afterAll(() => rm(ctx.deps.config.dataDir, { recursive: true, force: true }));

const people: Record<Exclude<Actor, 'visitor'>, Person> = {
  owner: await signUp(),
  researcher: await signUp(),
  industry: await signUp({ userType: 'industry' }),
  admin: await signUpAdmin(),
};
const { owner } = people;
const hidden = await createProject(owner.cookie, { visibility: 'private' });
await sendMessage(people.industry, owner, 'Matrix hello');
const ownerNotifications = await readJson(
  await ctx.request('/api/notifications', { cookie: owner.cookie }),
);
const notificationId: number = ownerNotifications.notifications[0].id;

const fileForm = (name: string, bytes: Uint8Array, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};
const pdf = () => fileForm('paper.pdf', samplePdf('Matrix paper'), 'application/pdf');
const ownerUpload = await readJson(
  await ctx.request('/api/upload/research-paper', {
    method: 'POST',
    cookie: owner.cookie,
    body: pdf(),
  }),
);
const uploadName = String(ownerUpload.fileUrl).split('/').pop()!;

/** A live token of a throwaway account's, as the emailed link carries it. */
const tokenFor = async (purpose: TokenPurpose) => {
  const { user } = await signUp({}, { onboard: false });
  return issueToken(ctx.deps.db, user as { id: string; email: string }, purpose, 60_000);
};

const roleOf = (actor: Actor) =>
  actor === 'admin' ? 'superadmin' : actor === 'industry' ? 'industry' : 'researcher';

const errorReport = { error: buildErrorRecord('matrix-1') };

const listing = await createProject(owner.cookie);
/** A fresh proposal of the industry user's on a fresh listing of the owner's. */
const freshCollaboration = async () =>
  deals.proposed(people.industry, (await createProject(owner.cookie)).id);
const collaboration = await deals.proposed(people.industry, listing.id);
const draft = async () =>
  (await docs.generated(owner, docs.requestBody(owner, people.industry))).documentId;
const finalized = async () => {
  const id = await draft();
  const res = await docs.finalize(owner, id);
  if (res.status !== 200) throw new Error(`finalize failed: ${await res.text()}`);
  return id;
};
const executed = await docs.executed(owner, people.industry);
const vesting = await docs.executed(owner, people.industry, {
  documentType: 'equity_agreement',
  terms: {
    vestingSchedule: {
      cliffPeriod: 0,
      vestingPeriod: 12,
      vestingFrequency: 'monthly',
      milestones: [{ name: 'Pilot', equityPercent: 50 }],
    },
  },
});
const documentOf = (id: number) => ({ params: { id } });
/** A draft with a comment thread and a named version, for the co-editing rows. */
const coEdited = await draft();
const anchor = { start: 'AQID', end: 'AQIE' };
const thread = await readJson(
  await ctx.request(`/api/legal/documents/${coEdited}/comments`, {
    method: 'POST',
    cookie: owner.cookie,
    json: { anchor, quote: 'Matrix', body: 'A matrix comment' },
  }),
);
const namedVersion = await readJson(
  await ctx.request(`/api/legal/documents/${coEdited}/versions`, {
    method: 'POST',
    cookie: owner.cookie,
    json: { name: 'Matrix version' },
  }),
);
const threadOf = { params: { id: coEdited, threadId: thread.id as number } };
const versionOf = { params: { id: coEdited, versionId: namedVersion.id as number } };

const partner = { params: { userId: owner.user.id } };
const hiddenListing = { params: { id: hidden.id } };

/** A fresh proposal backdated past the stalled threshold, so it can be nudged. */
const stalledProposal = async () => {
  const { id } = await freshCollaboration();
  await ctx.deps.db
    .update(collaborationsTable)
    .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
    .where(eq(collaborationsTable.id, id));
  return id;
};

const MATRIX: Record<EndpointName, Row> = {
  'admin.institutionStats': { expect: adminOnly() },
  'admin.projects': { expect: adminOnly(), input: () => ({ query: { q: 'a', sort: 'title' } }) },
  'admin.users': { expect: adminOnly(), input: () => ({ query: { type: 'researcher' } }) },
  'admin.collaborations': { expect: adminOnly() },
  'admin.pendingApprovals': { expect: adminOnly() },
  'admin.approveUser': { expect: adminOnly(), input: () => ({ params: { id: owner.user.id } }) },
  'admin.rejectUser': {
    expect: adminOnly(),
    input: async () => ({ params: { id: await freshUserId() }, ...reason }),
  },
  'admin.approveProject': { expect: adminOnly(), input: () => ({ params: { id: listing.id } }) },
  'admin.rejectProject': {
    expect: adminOnly(),
    input: async () => ({ params: { id: (await createProject(owner.cookie)).id }, ...reason }),
  },
  'admin.unpublishProject': {
    expect: adminOnly(),
    input: async () => ({ params: { id: (await createProject(owner.cookie)).id }, ...reason }),
  },
  'admin.createUser': {
    expect: adminOnly(201),
    input: () => ({
      json: {
        email: uniqueEmail('matrix-added'),
        firstName: 'Added',
        lastName: 'User',
        userType: 'industry',
      },
    }),
  },
  'admin.suspendUser': {
    expect: adminOnly(),
    input: async () => ({ params: { id: await freshUserId() }, ...reason }),
  },
  'admin.reactivateUser': {
    expect: adminOnly(),
    input: async () => ({ params: { id: await freshUserId() } }),
  },
  'admin.performanceMetrics': { expect: adminOnly() },
  'admin.stalledDeals': { expect: adminOnly() },
  'admin.nudge': {
    expect: adminOnly(),
    input: async () => ({ params: { kind: 'proposal', id: await stalledProposal() } }),
  },
  'admin.auditLog': { expect: adminOnly() },
  'admin.analytics': { expect: adminOnly(), input: () => ({ query: { period: '90d' } }) },
  'analytics.summary': { expect: signedIn(200) },
  'auth.register': { expect: all(201), input: () => ({ json: buildRegistration() }) },
  'auth.login': {
    expect: all(200),
    input: (actor) => {
      const who = actor === 'visitor' ? owner : people[actor];
      return { json: { email: who.email, password: who.password } };
    },
  },
  'auth.loginPage': { expect: all(302) },
  'auth.logout': { expect: all(200), freshSession: true },
  'auth.currentUser': { expect: signedIn(200) },
  'auth.updateUser': { expect: signedIn(200), input: () => ({ json: { bio: 'Matrix bio' } }) },
  'auth.verifyEmail': {
    expect: all(200),
    input: async () => ({ json: { token: await tokenFor('verify_email') } }),
  },
  // Everyone but the admin (proven at sign-up) still has an unproven address to confirm.
  'auth.resendVerification': { expect: { ...signedIn(200), admin: 400 } },
  'auth.forgotPassword': { expect: all(200), input: () => ({ json: { email: owner.email } }) },
  'auth.resetPassword': {
    expect: all(200),
    input: async () => ({
      json: { token: await tokenFor('reset_password'), password: 'a brand new matrix passphrase' },
    }),
  },
  'auth.completeOnboarding': {
    expect: signedIn(200),
    input: (actor) => ({ json: buildOnboarding(roleOf(actor)) }),
  },
  'clientErrors.report': { expect: all(201), input: () => ({ json: errorReport }) },
  'collaborations.list': { expect: signedIn(200) },
  'collaborations.create': {
    // Proposing on one's own listing is a business-rule refusal; the tech transfer office watches.
    expect: { visitor: 401, owner: 422, researcher: 201, industry: 201, admin: 403 },
    input: async () => ({
      json: {
        projectId: (await createProject(owner.cookie)).id,
        proposalMessage: 'A pilot together?',
      },
    }),
  },
  'collaborations.detail': {
    expect: dealParties(200, 200, 404),
    input: () => ({ params: { id: collaboration.id } }),
  },
  'collaborations.update': {
    // Only the recipient accepts: the proposer's accept is a 409.
    expect: { ...dealParties(200, 403, 404), industry: 409 },
    input: async () => ({
      params: { id: (await freshCollaboration()).id },
      json: { action: 'accept' },
    }),
  },
  'collaborations.documentPrefill': {
    expect: dealParties(200, 403, 404),
    input: () => ({ params: { id: collaboration.id } }),
  },
  'documents.generate': {
    expect: dealParties(201, 403),
    input: () => ({ json: docs.requestBody(owner, people.industry) }),
  },
  'documents.list': { expect: signedIn(200) },
  'documents.detail': {
    expect: dealParties(200, 200),
    input: async () => documentOf(await draft()),
  },
  'documents.update': {
    expect: dealParties(200, 200),
    input: async () => ({ ...documentOf(await draft()), json: { version: 1, title: 'Renamed' } }),
  },
  'documents.finalize': {
    expect: dealParties(200, 403),
    input: async () => documentOf(await draft()),
  },
  'documents.sign': {
    expect: dealParties(200, 403),
    input: async (actor) => ({
      ...documentOf(await finalized()),
      json: { fullName: `Signer ${actor}`, consent: true },
    }),
  },
  'documents.cancel': {
    expect: dealParties(200, 403),
    input: async () => ({ ...documentOf(await draft()), json: { reason: 'Matrix' } }),
  },
  'documents.pdf': { expect: dealParties(200, 200), input: () => documentOf(executed) },
  'documents.verify': { expect: all(200), input: () => ({ params: { hash: 'a'.repeat(64) } }) },
  'documentCollab.comments': { expect: dealParties(200, 200), input: () => documentOf(coEdited) },
  'documentCollab.createComment': {
    expect: dealParties(201, 201),
    input: () => ({ ...documentOf(coEdited), json: { anchor, quote: 'Q', body: 'Matrix' } }),
  },
  'documentCollab.replyComment': {
    expect: dealParties(201, 201),
    input: () => ({ ...threadOf, json: { body: 'A matrix reply' } }),
  },
  'documentCollab.resolveComment': {
    expect: dealParties(200, 200),
    input: () => ({ ...threadOf, json: { resolved: true } }),
  },
  'documentCollab.versions': { expect: dealParties(200, 200), input: () => documentOf(coEdited) },
  'documentCollab.version': { expect: dealParties(200, 200), input: () => versionOf },
  'documentCollab.createVersion': {
    expect: dealParties(201, 201),
    input: () => ({ ...documentOf(coEdited), json: { name: 'Matrix snapshot' } }),
  },
  'documentCollab.restoreVersion': { expect: dealParties(200, 200), input: () => versionOf },
  'vesting.list': { expect: signedIn(200) },
  'vesting.completeMilestone': {
    expect: dealParties(200, 403),
    input: () => ({ params: { id: vesting, index: 0 } }),
  },
  'health.live': { expect: all(200) },
  'health.ready': { expect: all(200) },
  // Off unless METRICS_TOKEN is set; with it, only the token opens it (health/metrics.test.ts).
  'health.metrics': { expect: all(404) },
  'evaluations.draft': { expect: signedIn(200), input: () => ({ json: buildProject() }) },
  'evaluations.reevaluate': { expect: editors(200), input: () => hiddenListing },
  'home.summary': { expect: signedIn(200) },
  'home.evaluation': { expect: signedIn(200) },
  'home.activity': { expect: signedIn(200) },
  'matches.list': { expect: signedIn(200) },
  'messages.send': {
    expect: { ...signedIn(201), owner: 400 },
    input: () => ({ json: buildMessage(owner.user.id, 'Matrix message') }),
  },
  'messages.recent': { expect: signedIn(200) },
  'messages.unreadCount': { expect: signedIn(200) },
  'messages.suggest': { expect: signedIn(200), input: () => ({ query: { text: 'Hello' } }) },
  'messages.suggestPost': { expect: signedIn(200), input: () => ({ json: { text: 'Hello' } }) },
  'messages.thread': { expect: { ...signedIn(200), owner: 400 }, input: () => partner },
  'messages.since': {
    expect: { ...signedIn(200), owner: 400 },
    input: () => ({ ...partner, query: { after: 0 } }),
  },
  'messages.read': { expect: { ...signedIn(200), owner: 400 }, input: () => partner },
  'notifications.list': { expect: signedIn(200) },
  'notifications.readAll': { expect: signedIn(200) },
  'notifications.read': {
    expect: { ...signedIn(404), owner: 200 },
    input: () => ({ params: { id: notificationId } }),
  },
  'projects.list': { expect: all(200) },
  'projects.featured': { expect: all(200) },
  'projects.trending': { expect: all(200) },
  'projects.mine': { expect: signedIn(200) },
  'projects.following': { expect: signedIn(200) },
  'projects.detail': { expect: editors(200, 404), input: () => hiddenListing },
  'projects.create': {
    expect: { ...signedIn(201), industry: 403 },
    input: () => ({ json: buildProject() }),
  },
  'projects.update': {
    expect: editors(200),
    input: () => ({ ...hiddenListing, json: buildProject({ visibility: 'private' }) }),
  },
  'projects.archive': { expect: editors(200), input: () => hiddenListing },
  'projects.restore': { expect: editors(200), input: () => hiddenListing },
  'privacy.exportData': { expect: signedIn(200) },
  // A wrong password: the deletion itself is tested in modules/privacy, on accounts of its own.
  'privacy.deleteAccount': {
    expect: signedIn(400),
    input: () => ({ json: { password: 'not-the-password' } }),
  },
  'projects.share': { expect: editors(201, 404), input: () => hiddenListing },
  'projects.referral': { expect: editors(201, 404), input: () => hiddenListing },
  'projects.follow': { expect: editors(200), input: () => hiddenListing },
  'projects.unfollow': { expect: editors(200), input: () => hiddenListing },
  'termAdvice.check': {
    expect: signedIn(200),
    input: () => ({ json: { documentType: 'NDA', terms: { confidentialityPeriod: 15 } } }),
  },
  'uploads.limits': { expect: all(200) },
  'uploads.paper': { expect: signedIn(201), input: () => ({ form: pdf() }) },
  'uploads.image': {
    expect: signedIn(201),
    input: () => ({
      form: fileForm('a.png', bannerPng([15, 118, 110], [13, 148, 136], 1, 8, 8), 'image/png'),
    }),
  },
  'uploads.file': { expect: all(200), input: () => ({ params: { name: uploadName } }) },
  'users.researchers': { expect: signedIn(200), input: () => ({ query: { q: 'Ada' } }) },
  'users.profile': { expect: all(200), input: () => ({ params: { id: owner.user.id } }) },
};

const endpointOf = (name: EndpointName) => {
  const [feature, key] = name.split('.') as [keyof Groups, string];
  return (API[feature] as Record<string, Endpoint>)[key]!;
};

/** A new session of the actor's, so a cell that ends it leaves the others' cookies alive. */
const freshCookie = async (actor: Exclude<Actor, 'visitor'>) => {
  const { email, password } = people[actor];
  const res = await ctx.request('/api/login', { method: 'POST', json: { email, password } });
  return sessionCookie(res);
};

const call = async (name: EndpointName, row: Row, actor: Actor) => {
  const { method, path } = endpointOf(name);
  const input = (await row.input?.(actor)) ?? {};
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const cookie =
    actor === 'visitor'
      ? undefined
      : row.freshSession
        ? await freshCookie(actor)
        : people[actor].cookie;
  const res = await ctx.request(`${endpointPath(path, input.params)}${query ? `?${query}` : ''}`, {
    method,
    cookie,
    json: input.json,
    body: input.form,
    redirect: 'manual',
  });
  return res.status;
};

describe('authorisation matrix', () => {
  it('has a row for every route the app registers, and a route for every row', () => {
    const registered = new Set(
      ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(
      Object.keys(MATRIX).map((name) => {
        const { method, path } = endpointOf(name as EndpointName);
        return `${method} ${path}`;
      }),
    );
    expect([...registered].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(Object.keys(MATRIX) as EndpointName[])(
    '%s answers each actor as the table says',
    async (name) => {
      const row = MATRIX[name];
      const got = {} as Record<Actor, number>;
      for (const actor of ACTORS) got[actor] = await call(name, row, actor);
      expect(got).toEqual(row.expect);
    },
  );
});
