import {
  collaborationDetailSchema,
  collaborationListResponseSchema,
} from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../../test/analytics-events';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectErrorCode, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const {
  deals: { parties, propose, proposed, act },
  messaging: { get, captured },
  createProject,
  signUp,
  signUpAdmin,
} = factoriesFor(ctx);
let adminPromise: ReturnType<typeof signUpAdmin> | undefined;
/** The file's one superadmin (the email can register once). */
const admin = () => (adminPromise ??= signUpAdmin());

describe('POST /api/collaborations', () => {
  it('fills the parties from the listing and the session, whatever ids the client sends', async () => {
    const { researcher, industry, project } = await parties();
    const stranger = await signUp({ userType: 'industry' });
    const res = await propose(industry, project.id, {
      researcherId: stranger.user.id,
      industryPartnerId: stranger.user.id,
      status: 'active',
      proposedEquity: 12.5,
      proposedTimeline: '18 months',
    });
    expect(res.status).toBe(201);
    const body = collaborationDetailSchema.parse(await readJson(res));
    expect(body).toMatchObject({
      projectId: project.id,
      researcherId: researcher.user.id,
      industryPartnerId: industry.user.id,
      initiatorId: industry.user.id,
      status: 'pending',
      proposalMessage: 'Let us build a pilot together.',
      proposedEquity: 12.5,
      proposedTimeline: '18 months',
      project: { id: project.id, title: project.title },
      counterpart: { id: researcher.user.id, firstName: 'Rosalind', lastName: 'Franklin' },
      myRole: 'proposer',
      allowedActions: ['withdraw'],
      documents: [],
      vesting: null,
    });
    expect(body.history).toEqual([
      expect.objectContaining({
        step: 'proposed',
        status: 'pending',
        actor: expect.objectContaining({ id: industry.user.id }),
      }),
    ]);
    expect(body.parties.researcher.email).toBe(researcher.email);
  });

  it('refuses a blank proposal and equity outside 0-100 or off the 0.1 grid', async () => {
    const { industry, project } = await parties();
    const blank = await propose(industry, project.id, { proposalMessage: '   ' });
    expect(blank.status).toBe(400);
    expect((await readJson(blank)).error.details.proposalMessage).toEqual([
      'Please enter a collaboration proposal.',
    ]);
    for (const proposedEquity of [101, -0.1, 3.14, '10']) {
      expect((await propose(industry, project.id, { proposedEquity })).status).toBe(400);
    }
  });

  it('refuses a proposal to one’s own listing (422) and a second open one (409)', async () => {
    const { researcher, industry, project } = await parties();
    const own = await propose(researcher, project.id);
    expect(own.status).toBe(422);
    expect((await readJson(own)).error).toMatchObject({
      code: 'BUSINESS_LOGIC_ERROR',
      retryable: false,
    });

    await proposed(industry, project.id);
    const again = await propose(industry, project.id);
    await expectErrorCode(again, 409, 'BUSINESS_LOGIC_ERROR');
  });

  it('allows a new proposal once the earlier one was declined', async () => {
    const { researcher, industry, project } = await parties();
    const first = await proposed(industry, project.id);
    await act(researcher, first.id, { action: 'decline', reason: 'too_early' });
    expect((await propose(industry, project.id)).status).toBe(201);
  });

  it('treats archived, private and missing listings as not found', async () => {
    const { researcher, industry } = await parties();
    const hidden = await createProject(researcher.cookie, { visibility: 'private' });
    const archived = await createProject(researcher.cookie);
    const archive = await ctx.request(`/api/projects/${archived.id}/archive`, {
      method: 'POST',
      cookie: researcher.cookie,
    });
    expect(archive.status).toBe(200);
    for (const id of [hidden.id, archived.id, 999_999]) {
      const res = await propose(industry, id);
      expect(res.status).toBe(404);
    }
  });

  it('needs a session (401), and a superadmin does not propose (403)', async () => {
    const { project } = await parties();
    expect((await get(await admin(), `/api/projects/${project.id}`)).body.canPropose).toBe(false);
    const visitor = await ctx.request('/api/collaborations', {
      method: 'POST',
      json: { projectId: project.id, proposalMessage: 'Hi' },
    });
    expect(visitor.status).toBe(401);
    expect((await propose(await admin(), project.id)).status).toBe(403);
  });

  it('takes no proposal on a listing the tech transfer office keeps (422): the office is no party', async () => {
    const office = await admin();
    const listing = await createProject(office.cookie);
    const { project } = await parties();
    for (const proposer of [
      await signUp({ userType: 'industry' }),
      await signUp({ userType: 'researcher' }),
    ]) {
      // The listing's page offers no Start Collaboration, as it does on a researcher's listing.
      const canPropose = async (id: number) =>
        (await get(proposer, `/api/projects/${id}`)).body.canPropose;
      expect([await canPropose(listing.id), await canPropose(project.id)]).toEqual([false, true]);
      const res = await propose(proposer, listing.id);
      await expectErrorCode(res, 422, 'BUSINESS_LOGIC_ERROR');
    }
    const { body } = await get(office, '/api/collaborations');
    const onListing = collaborationListResponseSchema
      .parse(body)
      .collaborations.filter((c) => c.projectId === listing.id);
    expect(onListing).toEqual([]);
  });
});

describe('the proposal reaches the other party', () => {
  it('as a notification, a card in their thread and a collaboration event, after commit', async () => {
    const { researcher, industry, project } = await parties();
    const notes = captured('notification:created');
    const changes = captured('collaboration:changed');
    const messages = captured('message:created');
    const collab = await proposed(industry, project.id);
    notes.stop();
    changes.stop();
    messages.stop();

    expect(notes.seen).toEqual([
      {
        userId: researcher.user.id,
        notification: expect.objectContaining({
          type: 'collaboration',
          title: 'New collaboration proposal',
          message: `Henry Ford proposed a collaboration on “${project.title}”.`,
          actionUrl: `/collaborations/${collab.id}`,
        }),
      },
    ]);
    expect(changes.seen).toEqual([
      {
        event: expect.objectContaining({
          id: collab.id,
          status: 'pending',
          step: 'proposed',
          actorId: industry.user.id,
        }),
        partyIds: [researcher.user.id, industry.user.id],
      },
    ]);
    expect(messages.seen).toHaveLength(1);

    const thread = await get(researcher, `/api/messages/${industry.user.id}`);
    expect(thread.body.messages).toEqual([
      expect.objectContaining({
        kind: 'collaboration',
        card: { collaborationId: collab.id, step: 'proposed' },
        senderId: industry.user.id,
        projectId: project.id,
        content: `Henry Ford proposed a collaboration on “${project.title}”.`,
      }),
    ]);
  });

  it('each later step too, and accepting records collaboration_started once', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const notes = captured('notification:created');
    const accepted = await act(researcher, collab.id, { action: 'accept', note: 'Welcome aboard' });
    notes.stop();
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toMatchObject({
      status: 'active',
      myRole: 'recipient',
      allowedActions: ['complete'],
    });
    expect(notes.seen).toEqual([
      expect.objectContaining({
        userId: industry.user.id,
        notification: expect.objectContaining({
          title: 'Collaboration accepted',
          type: 'collaboration',
        }),
      }),
    ]);
    const started = await recordedEvents(ctx.deps.db, 'collaboration_started', {
      projectId: project.id,
    });
    expect(started).toHaveLength(1);

    const thread = await get(industry, `/api/messages/${researcher.user.id}`);
    expect(thread.body.messages.map((m: { card: { step: string } }) => m.card.step)).toEqual([
      'proposed',
      'accepted',
    ]);
  });
});

describe('GET /api/collaborations and /:id', () => {
  it('lists each party’s collaborations with the project title and the counterpart', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const mine = await get(researcher, '/api/collaborations');
    expect(collaborationListResponseSchema.safeParse(mine.body).success).toBe(true);
    expect(mine.body.collaborations).toEqual([
      expect.objectContaining({
        id: collab.id,
        project: { id: project.id, title: project.title },
        counterpart: expect.objectContaining({
          id: industry.user.id,
          firstName: 'Henry',
          lastName: 'Ford',
        }),
        myRole: 'recipient',
        allowedActions: ['accept', 'decline'],
      }),
    ]);
    const theirs = await get(industry, '/api/collaborations');
    expect(theirs.body.collaborations[0].counterpart.id).toBe(researcher.user.id);
    const stranger = await signUp({ userType: 'industry' });
    expect((await get(stranger, '/api/collaborations')).body.collaborations).toEqual([]);
  });

  it('shows the detail to both parties and superadmins; 404 for anyone else; 401 for visitors', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    expect((await get(researcher, `/api/collaborations/${collab.id}`)).status).toBe(200);
    const seen = await get(await admin(), `/api/collaborations/${collab.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ myRole: null, allowedActions: [] });
    const stranger = await signUp({ userType: 'industry' });
    expect((await get(stranger, `/api/collaborations/${collab.id}`)).status).toBe(404);
    expect((await act(stranger, collab.id, { action: 'accept' })).status).toBe(404);
    expect((await get(researcher, '/api/collaborations/999999')).status).toBe(404);
    expect((await ctx.request(`/api/collaborations/${collab.id}`)).status).toBe(401);
    expect((await act(await admin(), collab.id, { action: 'accept' })).status).toBe(403);
  });

  it('counts open collaborations on the home dashboard', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    expect((await get(researcher, '/api/home/summary')).body.collaborations).toBe(1);
    await act(industry, collab.id, { action: 'withdraw' });
    expect((await get(researcher, '/api/home/summary')).body.collaborations).toBe(0);
  });
});

describe('GET /api/collaborations/:id/document-prefill', () => {
  it('fills the Generate form from the collaboration, its listing and its accounts', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id, {
      proposedEquity: 25,
      proposedTimeline: '9 months',
    });
    const res = await get(industry, `/api/collaborations/${collab.id}/document-prefill`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      collaborationId: collab.id,
      parties: {
        researcher: {
          name: 'Rosalind Franklin',
          email: researcher.email,
          role: 'Principal Investigator',
          organization: 'Test University',
        },
        industry: { name: 'Henry Ford', email: industry.email, role: 'Technical Lead' },
      },
      projectDetails: {
        title: project.title,
        description: project.description,
        fundingAmount: 250_000,
        timeline: '9 months',
      },
      terms: {
        equityDistribution: { researcher: 75, industry: 25 },
        vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
        confidentialityPeriod: 5,
      },
    });
    const stranger = await signUp({ userType: 'industry' });
    expect((await get(stranger, `/api/collaborations/${collab.id}/document-prefill`)).status).toBe(
      404,
    );
  });

  it('is for the parties: a superadmin sees the collaboration but drafts none of its documents', async () => {
    const { industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const res = await get(await admin(), `/api/collaborations/${collab.id}/document-prefill`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'AUTHORIZATION_ERROR',
      message: 'Only the parties to a collaboration can draft its documents',
    });
  });
});
