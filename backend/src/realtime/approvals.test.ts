import { describe, expect, it } from 'vitest';
import { factoriesFor } from '../../test/factories';
import { readJson } from '../../test/helpers';
import { collect, createLiveTestServer, flush, nextEvent } from '../../test/realtime';

const server = await createLiveTestServer({
  adminEmails: ['tto-one@example.test', 'tto-two@example.test'],
});
const { signUp, signUpAdmin, createProject } = factoriesFor(server);

describe('the approval queue is live for every admin', () => {
  it('a new listing reaches both admins as approval:new; one admin decides, approval:resolved reaches the other; researchers hear neither', async () => {
    const [one, two] = [
      await signUpAdmin('tto-one@example.test'),
      await signUpAdmin('tto-two@example.test'),
    ];
    const researcher = await signUp();
    const [toOne, toTwo, toResearcher] = await server.connectEach([one, two, researcher]);
    const researcherSaw = collect(toResearcher, 'approval:new');
    const atOne = nextEvent(toOne, 'approval:new');
    const atTwo = nextEvent(toTwo, 'approval:new');
    const listing = await createProject(researcher.cookie, { title: 'Live approval' });
    for (const item of [await atOne, await atTwo]) {
      expect(item).toMatchObject({
        id: `project:${listing.id}`,
        type: 'project',
        title: 'Live approval',
        owner: { id: researcher.user.id },
      });
    }

    const resolved = nextEvent(toTwo, 'approval:resolved');
    const res = await server.request(`/api/admin/projects/${listing.id}/approve`, {
      method: 'POST',
      cookie: one.cookie,
    });
    expect((await readJson(res)).changed).toBe(true);
    expect(await resolved).toEqual({
      id: `project:${listing.id}`,
      type: 'project',
      targetId: String(listing.id),
      decision: 'approved',
      byUserId: one.user.id,
    });
    await flush(server, toResearcher);
    expect(researcherSaw).toEqual([]);
  });
});
