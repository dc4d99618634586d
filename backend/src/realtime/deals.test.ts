import { describe, expect, it } from 'vitest';
import { factoriesFor } from '../../test/factories';
import { collect, createLiveTestServer, nextEvent } from '../../test/realtime';

const server = await createLiveTestServer();
const { deals, docs, signUp, signUpAdmin, sendMessage } = factoriesFor(server);

describe('deals reach the other party live', () => {
  it('a proposal: collaboration:updated, the bell and the thread card; the TTO sees it; a stranger does not', async () => {
    const { researcher, industry, project } = await deals.parties();
    const stranger = await signUp({ userType: 'industry' });
    const admin = await signUpAdmin();
    const [toResearcher, toAdmin, toStranger] = await server.connectEach([
      researcher,
      admin,
      stranger,
    ]);
    const strangerSaw = collect(toStranger, 'collaboration:updated');
    const update = nextEvent(toResearcher, 'collaboration:updated');
    const bell = nextEvent(toResearcher, 'notification:new');
    const card = nextEvent(toResearcher, 'message:new');
    const watched = nextEvent(toAdmin, 'collaboration:updated');

    const collab = await deals.proposed(industry, project.id);
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
    const sentinel = nextEvent(toStranger, 'notification:new');
    await sendMessage(industry, stranger, 'hello');
    await sentinel;
    expect(strangerSaw).toEqual([]);

    const accepted = nextEvent(await server.connect(industry.cookie), 'collaboration:updated');
    await deals.act(researcher, collab.id, { action: 'accept' });
    expect(await accepted).toMatchObject({ id: collab.id, status: 'active', step: 'accepted' });
  });

  it('a document change: document:updated to both parties with the new version', async () => {
    const researcher = await signUp({ userType: 'researcher' });
    const industry = await signUp({ userType: 'industry' });
    const socket = await server.connect(industry.cookie);
    const created = nextEvent(socket, 'document:updated');
    const { documentId } = await docs.generated(
      researcher,
      docs.requestBody(researcher, industry, { documentType: 'LOI' }),
    );
    expect(await created).toMatchObject({
      id: documentId,
      change: 'created',
      version: 1,
      status: 'draft',
    });
    const edited = nextEvent(socket, 'document:updated');
    await docs.patch(researcher, documentId, { version: 1, content: '<p>Changed</p>' });
    expect(await edited).toMatchObject({ id: documentId, change: 'edited', version: 2 });
  });
});
