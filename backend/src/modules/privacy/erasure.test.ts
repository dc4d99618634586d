import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { factoriesFor, type Person } from '../../../test/factories';
import { readJson } from '../../../test/helpers';
import { createLiveTestServer } from '../../../test/realtime';
import {
  adminAuditEvents,
  analyticsEvents,
  documentAuditEvents,
  documentVersions,
  documentYjsUpdates,
  legalDocuments,
  notifications,
  uploads,
} from '../../db/schema';
import { bannerPng } from '../../db/seed/samples';
import { insertUpdate, loadState } from '../../realtime/collab/store';
import { uploadsDir } from '../uploads/storage';

// What account deletion leaves nowhere: the person in unsigned documents, in the partners'
// notifications, and in files nothing kept needs.
const dataDir = path.resolve(`.tmp/test-erasure-${process.pid}`);
const server = await createLiveTestServer({ dataDir });
const { deals, docs, signUp, signUpAdmin, createProject, sendMessage } = factoriesFor(server);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const deleteAccount = (who: Person) =>
  server.request('/api/auth/user/delete', {
    method: 'POST',
    cookie: who.cookie,
    json: { password: who.password },
  });

describe('account deletion erases the person', () => {
  it('from every document never executed, its versions, Yjs state and audit, not from executed ones', async () => {
    const me = await signUp({ firstName: 'Rosalind', lastName: 'Franklin' });
    const partner = await signUp({ userType: 'industry' });
    const body = docs.requestBody(me, partner);
    const executed = await docs.executed(me, partner);
    const { documentId: draft } = await docs.generated(me, body);
    const { documentId: pending } = await docs.generated(me, body);
    await docs.finalize(me, pending);
    await docs.sign(me, pending, 'Rosalind E. Franklin');
    const { documentId: cancelled } = await docs.generated(me, body);
    await docs.cancel(partner, cancelled);
    // The draft is co-edited: a Yjs state (seeded from its HTML, so naming me) and a log.
    await loadState(server.deps.db, draft);
    await insertUpdate(server.deps.db, draft, Y.encodeStateAsUpdate(new Y.Doc()), me.user.id);
    const executedBefore = await docs.detail(partner, executed);

    expect((await deleteAccount(me)).status).toBe(200);

    const unsigned = [draft, pending, cancelled];
    const mine = ['Rosalind', 'King’s College', 'King&#39;s', me.email];
    for (const id of unsigned) {
      const { body: doc } = await docs.detail(partner, id);
      expect(doc.status).toBe('cancelled');
      for (const detail of mine)
        expect(JSON.stringify(doc), `${id}: ${detail}`).not.toContain(detail);
      expect(doc.content).toContain(`<strong>${DELETED_USER_NAME}</strong>`);
      // The other party's details are theirs and stay.
      expect(doc.content).toContain('Henry Ford');
      expect(doc.content).toContain('Ford Labs');
      expect(doc.content).toContain(partner.email);
    }
    const stored = JSON.stringify([
      await server.deps.db
        .select({ template: legalDocuments.templateContext })
        .from(legalDocuments)
        .where(inArray(legalDocuments.id, [executed, ...unsigned])),
      await server.deps.db
        .select()
        .from(documentVersions)
        .where(inArray(documentVersions.documentId, unsigned)),
      await server.deps.db
        .select()
        .from(documentAuditEvents)
        .where(inArray(documentAuditEvents.documentId, unsigned)),
    ]);
    for (const detail of mine) expect(stored).not.toContain(detail);
    const [co] = await server.deps.db
      .select({ yjsState: legalDocuments.yjsState })
      .from(legalDocuments)
      .where(eq(legalDocuments.id, draft));
    expect(co!.yjsState).toBeNull();
    const log = await server.deps.db
      .select()
      .from(documentYjsUpdates)
      .where(eq(documentYjsUpdates.documentId, draft));
    expect(log).toEqual([]);
    const myAudit = await server.deps.db
      .select({ ip: documentAuditEvents.ipAddress, ua: documentAuditEvents.userAgent })
      .from(documentAuditEvents)
      .where(
        and(
          inArray(documentAuditEvents.documentId, unsigned),
          eq(documentAuditEvents.actorId, me.user.id),
        ),
      );
    expect(myAudit.length).toBeGreaterThan(0);
    expect(myAudit.every((row) => row.ip === null && row.ua === null)).toBe(true);

    // The executed agreement is the signed record: same text, still naming me.
    const executedAfter = await docs.detail(partner, executed);
    expect(executedAfter.body.content).toBe(executedBefore.body.content);
    expect(executedAfter.body.content).toContain('Rosalind Franklin');
    expect(executedAfter.body.content).toContain(me.email);
  });

  it('from the Partner’s signature block of a deal they proposed as a researcher', async () => {
    const owner = await signUp({ firstName: 'Rosalind', lastName: 'Franklin' });
    const project = await createProject(owner.cookie);
    const me = await signUp({ userType: 'researcher', firstName: 'Ada', lastName: 'Yonath' });
    const collab = await deals.proposed(me, project.id);
    const body = docs.requestBody(owner, me, { collaborationId: collab.id });
    body.parties.industry = {
      ...body.parties.industry,
      name: 'A. E. Yonath',
      organization: 'Weizmann Typed',
    };
    const { documentId } = await docs.generated(me, body);
    expect((await docs.detail(owner, documentId)).body.content).toContain(
      '<strong>For the Partner</strong>',
    );

    expect((await deleteAccount(me)).status).toBe(200);

    const { content } = (await docs.detail(owner, documentId)).body;
    expect(content).not.toContain('A. E. Yonath');
    expect(content).not.toContain('Weizmann Typed');
    expect(content).toContain('Rosalind Franklin');
  });

  it('from the notifications of the people they dealt with, and only theirs', async () => {
    const me = await signUp({ firstName: 'Ada', lastName: 'Lovelace' });
    const partner = await signUp({ userType: 'industry' });
    const namesake = await signUp({ firstName: 'Ada', lastName: 'Lovelace' });
    const stranger = await signUp();
    await sendMessage(me, partner, 'Hello from Ada');
    await docs.generated(me, docs.requestBody(me, partner));
    await sendMessage(namesake, stranger, 'Hello from the other Ada');
    const inbox = async (who: Person) =>
      server.deps.db
        .select({ title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, who.user.id));
    expect(JSON.stringify(await inbox(partner))).toContain('Ada Lovelace');

    expect((await deleteAccount(me)).status).toBe(200);

    const partners = await inbox(partner);
    expect(JSON.stringify(partners)).not.toContain('Ada Lovelace');
    expect(partners.map((n) => n.title)).toContain(`New message from ${DELETED_USER_NAME}`);
    expect(partners.map((n) => n.message)).toContainEqual(
      expect.stringContaining(`${DELETED_USER_NAME} generated`),
    );
    expect((await inbox(stranger)).map((n) => n.title)).toContain('New message from Ada Lovelace');
  });

  it('from the analytics events they caused: the views still count, tied to nobody', async () => {
    const me = await signUp();
    const owner = await signUp();
    const listing = await createProject(owner.cookie, { title: 'Counted views' });
    const viewed = await server.request(`/api/projects/${listing.id}`, { cookie: me.cookie });
    expect(viewed.status).toBe(200);
    const views = () =>
      server.deps.db
        .select({ userId: analyticsEvents.userId, dedupeKey: analyticsEvents.dedupeKey })
        .from(analyticsEvents)
        .where(
          and(eq(analyticsEvents.projectId, listing.id), eq(analyticsEvents.eventType, 'view')),
        );
    expect(JSON.stringify(await views())).toContain(me.user.id);

    expect((await deleteAccount(me)).status).toBe(200);

    const after = await views();
    expect(after).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(me.user.id);
  });

  it('from the admin log’s lines about the account, which keep what was done and why', async () => {
    const admin = await signUpAdmin();
    const me = await signUp({ firstName: 'Ada', lastName: 'Lovelace' });
    const other = await signUp({ firstName: 'Grace', lastName: 'Hopper' });
    const decide = async (path: string, json?: object) => {
      const res = await server.request(`/api/admin/${path}`, {
        method: 'POST',
        cookie: admin.cookie,
        json,
      });
      expect(res.status).toBe(200);
    };
    for (const who of [me, other]) {
      await decide(`users/${who.user.id}/reject`, { reason: 'Unknown organisation' });
      await decide(`users/${who.user.id}/approve`);
    }
    const listing = await createProject(me.cookie, { title: 'Analytical engine' });
    await decide(`projects/${listing.id}/approve`);
    const log = () =>
      server.deps.db
        .select()
        .from(adminAuditEvents)
        .where(inArray(adminAuditEvents.targetId, [me.user.id, other.user.id, String(listing.id)]))
        .orderBy(adminAuditEvents.id);
    const before = await log();
    expect(before.map((e) => e.targetLabel)).toEqual([
      'Ada Lovelace',
      'Ada Lovelace',
      'Grace Hopper',
      'Grace Hopper',
      'Analytical engine',
    ]);

    expect((await deleteAccount(me)).status).toBe(200);

    // Who did what, when and why stays; only the name the lines knew the account by goes.
    expect(await log()).toEqual(
      before.map((e) => (e.targetId === me.user.id ? { ...e, targetLabel: DELETED_USER_NAME } : e)),
    );
  });

  it('from the collaboration cards in their threads, keeping the partner’s name', async () => {
    const { researcher, industry, project } = await deals.parties();
    const { id } = await deals.proposed(industry, project.id);
    expect((await deals.act(researcher, id, { action: 'accept' })).status).toBe(200);

    expect((await deleteAccount(industry)).status).toBe(200);

    const thread = await readJson(
      await server.request(`/api/messages/${industry.user.id}`, { cookie: researcher.cookie }),
    );
    const cards: { kind: string; content: string }[] = thread.messages;
    // The third card is the deletion's own ending of the active collaboration, already unnamed.
    expect(cards.map((m) => m.kind)).toEqual(['collaboration', 'collaboration', 'collaboration']);
    expect(cards.map((m) => m.content)).toEqual([
      expect.stringMatching(new RegExp(`^${DELETED_USER_NAME} proposed a collaboration on`)),
      expect.stringMatching(/^Rosalind Franklin accepted the collaboration proposal on/),
      expect.stringMatching(new RegExp(`^${DELETED_USER_NAME} ended the collaboration on`)),
    ]);
    expect(JSON.stringify(cards)).not.toContain('Henry Ford');
  });

  it('with the uploads on no listing, rows and files, and keeps the archived listings’ files', async () => {
    const me = await signUp();
    const upload = async () => {
      const form = new FormData();
      form.set('file', new File([bannerPng([1, 2, 3], [4, 5, 6], 1, 32, 16)], 'me.png'));
      const res = await server.request('/api/upload/image', {
        method: 'POST',
        cookie: me.cookie,
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { fileUrl: string }).fileUrl;
    };
    const photo = await upload();
    const header = await upload();
    const profile = await server.request('/api/auth/user', {
      method: 'PUT',
      cookie: me.cookie,
      json: { profileImageUrl: photo },
    });
    expect(profile.status).toBe(200);
    await createProject(me.cookie, { headerImageUrl: header });
    const fileOf = (url: string) =>
      path.join(uploadsDir(server.deps.config.dataDir), url.split('/').pop()!);
    expect((await server.request(photo)).status).toBe(200);

    expect((await deleteAccount(me)).status).toBe(200);

    expect((await server.request(photo)).status).toBe(404);
    await expect(access(fileOf(photo))).rejects.toThrow();
    const kept = await server.deps.db
      .select({ name: uploads.storageName })
      .from(uploads)
      .where(eq(uploads.ownerId, me.user.id));
    expect(kept.map((row) => `/api/uploads/${row.name}`)).toEqual([header]);
    await access(fileOf(header));
  });
});
