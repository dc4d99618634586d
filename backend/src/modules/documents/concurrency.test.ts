import { describe, expect, it } from 'vitest';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';

/**
 * Deal steps sent at the same moment, each on its own connection on the PostgreSQL tier: exactly
 * one of two conflicting steps wins, the other is a 409, and the stored record is the winner's.
 */
const ctx = await createTestContext();
const {
  deals: { parties, proposed, act },
  docs: { requestBody, generated, detail, patch, finalize, sign, cancel },
  messaging: { captured },
} = factoriesFor(ctx);

const draft = async () => {
  const { researcher, industry, project } = await parties();
  const { documentId } = await generated(researcher, requestBody(researcher, industry));
  return { researcher, industry, project, id: documentId };
};

const statuses = (answers: Response[]) => answers.map((r) => r.status).sort();

describe('concurrent deal steps', () => {
  it('two saves from one version: one is kept, the other is a 409 that changed nothing', async () => {
    const { researcher, industry, id } = await draft();
    const answers = await Promise.all([
      patch(researcher, id, { version: 1, title: 'Researcher’s title' }),
      patch(industry, id, { version: 1, title: 'Industry’s title' }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const kept = await readJson(answers.find((r) => r.status === 200)!);
    const doc = (await detail(researcher, id)).body;
    expect(doc).toMatchObject({ version: 2, title: kept.title });
    const edits = doc.auditTrail.filter((e: { action: string }) => e.action === 'edited');
    expect(edits).toHaveLength(1);
  });

  it('both parties signing at once execute the document once', async () => {
    const { researcher, industry, id } = await draft();
    await finalize(researcher, id);
    const events = captured('document:changed');
    const answers = await Promise.all([sign(researcher, id), sign(industry, id)]);
    events.stop();
    expect(statuses(answers)).toEqual([200, 200]);
    const doc = (await detail(researcher, id)).body;
    expect(doc.status).toBe('fully_executed');
    expect(doc.auditTrail.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'finalized',
      'signed',
      'signed',
      'executed',
      'viewed',
    ]);
    expect(events.seen.map((e) => e.event.change).sort()).toEqual(['executed', 'signed']);
  });

  it('one party signing twice at once signs once', async () => {
    const { researcher, id } = await draft();
    await finalize(researcher, id);
    const answers = await Promise.all([sign(researcher, id), sign(researcher, id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect((await detail(researcher, id)).body.signers[0].signature).not.toBeNull();
  });

  it('a signature and a cancellation at once: whichever lands first, the other is refused', async () => {
    const { researcher, industry, id } = await draft();
    await finalize(researcher, id);
    await sign(researcher, id);
    const [signed, cancelled] = await Promise.all([sign(industry, id), cancel(researcher, id)]);
    expect(statuses([signed, cancelled])).toEqual([200, 409]);
    const doc = (await detail(researcher, id)).body;
    expect(doc.status).toBe(signed.status === 200 ? 'fully_executed' : 'cancelled');
  });

  it('an acceptance and a withdrawal at once: one step is recorded', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const [accepted, withdrawn] = await Promise.all([
      act(researcher, collab.id, { action: 'accept' }),
      act(industry, collab.id, { action: 'withdraw' }),
    ]);
    expect(statuses([accepted, withdrawn])).toEqual([200, 409]);
    const page = await readJson(
      await ctx.request(`/api/collaborations/${collab.id}`, { cookie: researcher.cookie }),
    );
    expect(page.status).toBe(accepted.status === 200 ? 'active' : 'withdrawn');
    expect(page.history).toHaveLength(2);
  });
});
