import { DOCUMENT_TYPES } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson } from '../../../test/helpers';
import { pdfPages } from '../../../test/pdf-text';

const ctx = await createTestContext();
const {
  deals: { parties, proposed, act },
  messaging: { get },
  docs: { requestBody, generated, detail, finalize, sign, cancel },
  signUp,
} = factoriesFor(ctx);

const equityTerms = {
  equityDistribution: { researcher: 70, industry: 30 },
  vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
};

/** An equity agreement drafted by the industry partner for the collaboration it proposed. */
const collaborationDraft = async () => {
  const { researcher, industry, project } = await parties();
  const collab = await proposed(industry, project.id);
  const { documentId: id } = await generated(
    industry,
    requestBody(researcher, industry, {
      documentType: 'equity_agreement',
      collaborationId: collab.id,
      terms: equityTerms,
    }),
  );
  return { researcher, industry, collabId: collab.id as number, id };
};

const step = async (res: Response) => expect(res.status).toBe(200);

const schedules = async (who: Person) =>
  (await get(who, '/api/legal/vesting')).body.schedules as unknown[];

describe('documents of a collaboration that never came to be', () => {
  it('a declined collaboration’s draft cannot be sent for signatures', async () => {
    const { researcher, industry, collabId, id } = await collaborationDraft();
    await step(await act(researcher, collabId, { action: 'decline', reason: 'not_a_fit' }));
    const error = await expectErrorCode(await finalize(industry, id), 409, 'BUSINESS_LOGIC_ERROR');
    expect(error.message).toBe(
      'The collaboration was declined: its documents can no longer be sent for signatures',
    );
    const after = (await detail(industry, id)).body;
    expect(after).toMatchObject({
      status: 'draft',
      version: 1,
      allowedActions: ['edit', 'cancel'],
    });
    await expectErrorCode(await sign(researcher, id), 409, 'BUSINESS_LOGIC_ERROR');
    // Ending the draft is still each party's to do.
    await step(await cancel(researcher, id));
  });

  it('a document awaiting signatures cannot be signed once its collaboration is withdrawn', async () => {
    const { researcher, industry, collabId, id } = await collaborationDraft();
    await step(await finalize(industry, id));
    await step(await sign(industry, id));
    await step(await act(industry, collabId, { action: 'withdraw' }));
    const error = await expectErrorCode(await sign(researcher, id), 409, 'BUSINESS_LOGIC_ERROR');
    expect(error.message).toBe(
      'The collaboration was withdrawn: its documents can no longer be signed',
    );
    expect((await detail(researcher, id)).body).toMatchObject({
      status: 'pending_signatures',
      allowedActions: ['cancel'],
    });
    const { documents } = (await get(researcher, '/api/legal/documents')).body;
    expect(documents.find((d: { id: number }) => d.id === id)).toMatchObject({
      awaitingMySignature: false,
    });
    expect(await schedules(researcher)).toEqual([]);
  });
});

describe('documents of a pending, active or completed collaboration', () => {
  it('are sent and signed as before, and vest', async () => {
    for (const action of [null, 'accept', 'complete'] as const) {
      const { researcher, industry, collabId, id } = await collaborationDraft();
      if (action) await step(await act(researcher, collabId, { action: 'accept' }));
      if (action === 'complete') await step(await act(industry, collabId, { action: 'complete' }));
      await step(await finalize(researcher, id));
      await step(await sign(researcher, id));
      const executed = await expectJson(await sign(industry, id), 200);
      expect(executed.status).toBe('fully_executed');
      expect(await schedules(researcher)).toEqual([
        expect.objectContaining({ documentId: id, collaborationId: collabId }),
      ]);
    }
  });
});

describe('a researcher who proposed on another researcher’s listing', () => {
  it('is the Partner, never the Industry Partner, in the deal, its agreement and its PDF', async () => {
    const { researcher, project } = await parties();
    const proposer = await signUp({ userType: 'researcher', firstName: 'Ada', lastName: 'Yonath' });
    const collab = await proposed(proposer, project.id);
    const deal = await expectJson(await act(researcher, collab.id, { action: 'accept' }), 200);
    expect(deal.parties.industryPartner).toMatchObject({
      id: proposer.user.id,
      userType: 'researcher',
    });
    const body = requestBody(researcher, proposer, {
      documentType: 'equity_agreement',
      collaborationId: collab.id,
      terms: equityTerms,
    });
    const { documentId: id } = await generated(proposer, body);
    const { content } = (await detail(proposer, id)).body;
    expect(content).toContain('(the “Partner”)');
    expect(content).toContain('<strong>For the Partner</strong>');
    expect(content).not.toContain('Industry Partner');
    for (const documentType of DOCUMENT_TYPES) {
      const draft = requestBody(researcher, proposer, { documentType, collaborationId: collab.id });
      const { documentId } = await generated(proposer, draft);
      expect((await detail(proposer, documentId)).body.content, documentType).not.toMatch(
        /industrial/i,
      );
    }

    await step(await finalize(proposer, id));
    await step(await sign(proposer, id, 'Ada Yonath'));
    await step(await sign(researcher, id, 'Rosalind Franklin'));
    const pdf = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie: proposer.cookie });
    const text = pdfPages(Buffer.from(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain('Researcher 70%, Partner 30%');
    expect(text).toMatch(/^Partner: Ada Yonath/m);
    expect(text).not.toContain('Industry Partner');
  });
});
