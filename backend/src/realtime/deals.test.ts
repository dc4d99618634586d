import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { signUp, signUpAdmin } from '../../test/factories';
import { readJson } from '../../test/helpers';
import { collect, nextEvent, startLiveServer } from '../../test/realtime';

const server = await startLiveServer(await openTestDatabase());
afterAll(() => server.close());

describe('deals reach the other party live', () => {
  it('a proposal: collaboration:updated, the bell and the thread card; the TTO sees it; a stranger does not', async () => {
    const researcher = await signUp(server, { userType: 'researcher' });
    const industry = await signUp(server, {
      userType: 'industry',
      firstName: 'Henry',
      lastName: 'Ford',
    });
    const stranger = await signUp(server, { userType: 'industry' });
    const admin = await signUpAdmin(server);
    const projectRes = await server.request('/api/projects', {
      method: 'POST',
      cookie: researcher.cookie,
      json: { title: 'Live deals', description: 'A listing to propose on.', category: 'energy' },
    });
    const project = await readJson(projectRes);
    const [toResearcher, toAdmin, toStranger] = await Promise.all(
      [researcher, admin, stranger].map((p) => server.connect(p.cookie)),
    );
    const strangerSaw = collect(toStranger!, 'collaboration:updated');
    const update = nextEvent(toResearcher!, 'collaboration:updated');
    const bell = nextEvent(toResearcher!, 'notification:new');
    const card = nextEvent(toResearcher!, 'message:new');
    const watched = nextEvent(toAdmin!, 'collaboration:updated');

    const res = await server.request('/api/collaborations', {
      method: 'POST',
      cookie: industry.cookie,
      json: { projectId: project.id, proposalMessage: 'Shall we?' },
    });
    const collab = await readJson(res);
    expect(await update).toMatchObject({
      id: collab.id,
      status: 'pending',
      step: 'proposed',
      actorId: industry.user.id,
    });
    expect(await bell).toMatchObject({
      type: 'collaboration',
      actionUrl: `/collaborations/${collab.id}`,
    });
    expect(await card).toMatchObject({
      kind: 'collaboration',
      card: { collaborationId: collab.id, step: 'proposed' },
    });
    expect(await watched).toMatchObject({ id: collab.id });

    // A later event to the stranger's own room: had the proposal reached them, it came first.
    const sentinel = nextEvent(toStranger!, 'notification:new');
    await server.request('/api/messages', {
      method: 'POST',
      cookie: industry.cookie,
      json: {
        receiverId: stranger.user.id,
        content: 'hello',
        clientMessageId: crypto.randomUUID(),
      },
    });
    await sentinel;
    expect(strangerSaw).toEqual([]);

    const accepted = nextEvent(await server.connect(industry.cookie), 'collaboration:updated');
    await server.request(`/api/collaborations/${collab.id}`, {
      method: 'PATCH',
      cookie: researcher.cookie,
      json: { action: 'accept' },
    });
    expect(await accepted).toMatchObject({ id: collab.id, status: 'active', step: 'accepted' });
  });

  it('a document change: document:updated to both parties with the new version', async () => {
    const researcher = await signUp(server, { userType: 'researcher' });
    const industry = await signUp(server, { userType: 'industry' });
    const socket = await server.connect(industry.cookie);
    const created = nextEvent(socket, 'document:updated');
    const res = await server.request('/api/legal/generate-document', {
      method: 'POST',
      cookie: researcher.cookie,
      json: {
        documentType: 'LOI',
        parties: {
          researcher: { name: 'R', organization: 'U', email: researcher.email },
          industry: { name: 'I', organization: 'C', email: industry.email },
        },
        projectDetails: { title: 'T', description: 'D', timeline: '6 months' },
      },
    });
    const { documentId } = await readJson(res);
    expect(await created).toMatchObject({
      id: documentId,
      change: 'created',
      version: 1,
      status: 'draft',
    });
    const edited = nextEvent(socket, 'document:updated');
    await server.request(`/api/legal/documents/${documentId}`, {
      method: 'PATCH',
      cookie: researcher.cookie,
      json: { version: 1, content: '<p>Changed</p>' },
    });
    expect(await edited).toMatchObject({ id: documentId, change: 'edited', version: 2 });
  });
});
