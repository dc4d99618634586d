import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdAppClock } from '../../../test/clock';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, readJson } from '../../../test/helpers';
import { legalDocuments } from '../../db/schema';
import { loadDocumentSchema } from '../../realtime/collab/load-schema';
import { reword, termPassages } from './terms-text';

/** A PATCH of a draft's terms alone: its text follows them, never over the parties' edits. */
const ctx = await createTestContext();
const {
  deals: { parties },
  docs: { requestBody, generated, detail, patch, finalize, sign },
} = factoriesFor(ctx);

const equity = {
  documentType: 'equity_agreement',
  terms: {
    equityDistribution: { researcher: 70, industry: 30 },
    vestingSchedule: {
      cliffPeriod: 9,
      vestingPeriod: 36,
      vestingFrequency: 'quarterly',
      milestones: [{ name: 'First patient dosed', equityPercent: 20 }],
    },
  },
};
const newEquityTerms = {
  equityDistribution: { researcher: 55, industry: 45 },
  vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
};

const draft = async (overrides: object = {}) => {
  const { researcher, industry } = await parties();
  const { documentId } = await generated(researcher, requestBody(researcher, industry, overrides));
  return { researcher, industry, id: documentId };
};

/** HTML as the editor's schema writes it, so generated and co-edited text compare. */
const normalised = async (html: string) => {
  const { htmlToNode, nodeToHtml } = await loadDocumentSchema();
  return nodeToHtml(await htmlToNode(html));
};

const versionKinds = async (who: Person, id: number) =>
  (
    await readJson(await ctx.request(`/api/legal/documents/${id}/versions`, { cookie: who.cookie }))
  ).versions.map((v: { kind: string }) => v.kind);

describe('PATCH /api/legal/documents/:id with terms and no text', () => {
  it('makes an unedited draft the text generated for the new terms, as a new version', async () => {
    // Both drafts are dated the same day.
    holdAppClock();
    const { researcher, industry, id } = await draft(equity);
    const before = (await detail(industry, id)).body;
    expect(before.content).toContain('allocated 70% to the “Researcher” and 30%');

    const saved = await expectJson(
      await patch(industry, id, { version: before.version, terms: newEquityTerms }),
    );
    expect(saved.version).toBe(before.version + 1);
    expect(saved.terms).toMatchObject(newEquityTerms);
    const { documentId: fresh } = await generated(
      researcher,
      requestBody(researcher, industry, { ...equity, terms: newEquityTerms }),
    );
    const expected = (await detail(researcher, fresh)).body.content;
    expect(await normalised(saved.content)).toBe(await normalised(expected));
    for (const text of [
      'allocated 55% to the “Researcher” and 45%',
      'No equity vests on milestones.',
    ]) {
      expect(saved.content, text).toContain(text);
    }
    for (const text of ['70%', '9 months', 'quarterly', 'First patient dosed']) {
      expect(saved.content, text).not.toContain(text);
    }
    expect(await versionKinds(industry, id)).toEqual(['edit', 'edit']);
    expect(saved.auditTrail.at(-1)).toMatchObject({
      action: 'edited',
      detail: `Changed content, terms (version ${saved.version})`,
    });
    // The hash sent for signatures covers the text as it now reads.
    const frozen = await expectJson(await finalize(researcher, id));
    expect(frozen.content).toBe(saved.content);
  });

  it('rewords only the passages stating the terms, keeping the parties’ edits elsewhere', async () => {
    const { researcher, id } = await draft();
    const loaded = (await detail(researcher, id)).body;
    const edited = await expectJson(
      await patch(researcher, id, {
        version: loaded.version,
        content: loaded.content
          .replace(
            'Helical imaging</strong> (the “Project”)',
            'Helical imaging</strong> (the “Study”)',
          )
          .concat('<p>Added by the parties.</p>'),
      }),
    );
    const saved = await expectJson(
      await patch(researcher, id, {
        version: edited.version,
        terms: {
          confidentialityPeriod: 3,
          disputeResolution: 'Disputes go to the courts of Geneva.',
        },
      }),
    );
    for (const text of [
      'for 3 years after it ends',
      'Disputes go to the courts of Geneva.',
      '(the “Study”)',
      'Added by the parties.',
    ]) {
      expect(saved.content, text).toContain(text);
    }
    expect(saved.content).not.toContain('5 years');
    expect(saved.content).not.toContain('binding arbitration');
  });

  it('refuses terms whose passage the parties reworded, saving nothing; with the text they are saved as sent', async () => {
    const { researcher, industry, id } = await draft();
    const loaded = (await detail(researcher, id)).body;
    const reworded = loaded.content.replace(
      'for 5 years after it ends.',
      'for 5 years after it ends, and trade secrets for as long as they remain secret.',
    );
    expect(reworded).not.toBe(loaded.content);
    const edited = await expectJson(
      await patch(researcher, id, { version: loaded.version, content: reworded }),
    );

    const res = await patch(industry, id, {
      version: edited.version,
      terms: { confidentialityPeriod: 3 },
    });
    const error = await expectErrorCode(res, 409, 'BUSINESS_LOGIC_ERROR');
    expect(error.message).toContain('“8. Confidentiality”');
    expect(error.details).toEqual({ terms: ['“8. Confidentiality” no longer reads as generated'] });
    const after = (await detail(industry, id)).body;
    expect(after).toMatchObject({
      version: edited.version,
      content: edited.content,
      terms: edited.terms,
    });

    // A term whose passage is as generated still follows, and the reworded one stays.
    const other = await expectJson(
      await patch(industry, id, {
        version: after.version,
        terms: { disputeResolution: 'Disputes go to the courts of Geneva.' },
      }),
    );
    expect(other.content).toContain('Disputes go to the courts of Geneva.');
    expect(other.content).toContain('trade secrets for as long as they remain secret');

    // Sent with the text worded for them, the terms are saved, and the text as sent.
    const content = other.content.replace('for 5 years after it ends', 'for 3 years after it ends');
    const both = await expectJson(
      await patch(industry, id, {
        version: other.version,
        content,
        terms: { confidentialityPeriod: 3 },
      }),
    );
    expect(both.terms.confidentialityPeriod).toBe(3);
    expect(both.content).toContain('for 3 years after it ends, and trade secrets');
  });

  it('refuses a change of terms for a draft whose template was not kept, unless the text comes with it', async () => {
    const { researcher, id } = await draft();
    await ctx.deps.db
      .update(legalDocuments)
      .set({ templateContext: null })
      .where(eq(legalDocuments.id, id));
    const loaded = (await detail(researcher, id)).body;
    const error = await expectErrorCode(
      await patch(researcher, id, { version: loaded.version, terms: { confidentialityPeriod: 3 } }),
      409,
      'BUSINESS_LOGIC_ERROR',
    );
    expect(error.message).toContain('send the text, worded for the new terms, with them');
    expect((await detail(researcher, id)).body).toMatchObject({
      version: loaded.version,
      terms: loaded.terms,
    });
    // Terms that change nothing are no change of terms.
    const same = await patch(researcher, id, {
      version: loaded.version,
      terms: { confidentialityPeriod: 5 },
    });
    expect((await expectJson(same)).content).toBe(loaded.content);
    expect(
      (
        await patch(researcher, id, {
          version: loaded.version + 1,
          content: loaded.content.replace('5 years', '3 years'),
          terms: { confidentialityPeriod: 3 },
        })
      ).status,
    ).toBe(200);
  });

  it('changes neither the terms nor the text of a document sent for signatures or signed by one party', async () => {
    const { researcher, industry, id } = await draft(equity);
    const pending = await expectJson(await finalize(researcher, id));
    const attempt = async () => {
      const res = await patch(industry, id, { version: pending.version, terms: newEquityTerms });
      await expectErrorCode(res, 409, 'BUSINESS_LOGIC_ERROR');
      expect((await detail(industry, id)).body).toMatchObject({
        content: pending.content,
        terms: pending.terms,
        contentHash: pending.contentHash,
      });
    };
    await attempt();
    await expectJson(await sign(industry, id, 'Henry Ford'));
    await attempt();
  });
});

describe('the passages stating terms', () => {
  const doc = async (html: string) => (await loadDocumentSchema()).htmlToNode(html);
  const html = async (result: ReturnType<typeof reword>) => {
    if ('edited' in result) throw new Error(`Not placed: ${result.edited.join(', ')}`);
    return (await loadDocumentSchema()).nodeToHtml(result.text);
  };
  const generatedAs = '<h2>1. Vesting</h2><p>Over time.</p><p>Leavers lose it.</p>';
  const withList =
    '<h2>1. Vesting</h2><p>Over time.</p><ul><li><p>Dosed</p></li></ul><p>Leavers lose it.</p>';

  it('places blocks the new terms add after the block before them, and drops those they remove', async () => {
    const added = termPassages(await doc(generatedAs), await doc(withList));
    expect(added).toHaveLength(1);
    expect(added[0]!.section).toBe('1. Vesting');
    const edited = await doc(`${generatedAs}<p>Added by the parties.</p>`);
    expect(await html(reword(edited, added))).toBe(
      '<h2>1. Vesting</h2><p>Over time.</p><ul><li><p>Dosed</p></li></ul><p>Leavers lose it.</p><p>Added by the parties.</p>',
    );
    const removed = termPassages(await doc(withList), await doc(generatedAs));
    const back = reword(await doc(`${withList}<p>Added by the parties.</p>`), removed);
    expect(await html(back)).toBe(`${generatedAs}<p>Added by the parties.</p>`);
  });

  it('names the section of a passage the text no longer holds once', async () => {
    const passages = termPassages(await doc(generatedAs), await doc(withList));
    for (const text of [
      '<h2>1. Vesting</h2><p>Over time, monthly.</p><p>Leavers lose it.</p>',
      `${generatedAs}${generatedAs}`,
    ]) {
      expect(reword(await doc(text), passages)).toEqual({ edited: ['1. Vesting'] });
    }
  });
});
