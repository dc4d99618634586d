import { DOCUMENT_TYPES, legalDocumentDetailSchema } from '@labbridge/shared-types';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it, vi } from 'vitest';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const {
  deals: { parties, proposed, act },
  messaging: { get, captured },
  docs: { requestBody, generate, generated, detail },
  signUp,
  signUpAdmin,
} = factoriesFor(ctx);

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Every element with something a browser would run: scripts, frames, images, handlers, js: links. */
const dangerous = (html: string): string[] => {
  const found: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!('attribs' in node)) continue;
      if (['script', 'iframe', 'img', 'style', 'object', 'embed', 'svg'].includes(node.name)) {
        found.push(node.name);
      }
      for (const [name, value] of Object.entries(node.attribs)) {
        if (name.startsWith('on') || name === 'style') found.push(`${node.name}[${name}]`);
        if (/^\s*javascript:/i.test(value)) found.push(`${node.name}[${name}=${value}]`);
      }
      walk(node.children as Node[]);
    }
  };
  walk(parseDocument(html).children);
  return found;
};

const terms = {
  confidentialityPeriod: 7,
  terminationClause: 'Either party may end this with 45 days notice in writing.',
  disputeResolution: 'Disputes go to the Geneva mediation centre.',
};
const equityTerms = {
  ...terms,
  equityDistribution: { researcher: 70, industry: 30 },
  vestingSchedule: {
    cliffPeriod: 6,
    vestingPeriod: 36,
    vestingFrequency: 'quarterly',
    milestones: [{ name: 'First clinical batch', equityPercent: 15 }],
  },
};

describe('POST /api/legal/generate-document', () => {
  it.each(DOCUMENT_TYPES)(
    '%s: a complete agreement with every field in it',
    async (documentType) => {
      const { researcher, industry } = await parties();
      const isEquity = documentType === 'equity_agreement';
      const body = requestBody(researcher, industry, {
        documentType,
        terms: isEquity ? equityTerms : terms,
      });
      const res = await generate(researcher, body);
      const { title, documentId } = await expectJson(res, 201);
      expect(title).toContain('Helical imaging');
      const doc = await detail(researcher, documentId);
      expect(legalDocumentDetailSchema.safeParse(doc.body).success).toBe(true);
      const html: string = doc.body.content;
      for (const text of [
        'Rosalind Franklin',
        'King’s College',
        researcher.email,
        'Lead Scientist',
        'Henry Ford',
        'Ford Labs',
        industry.email,
        'CTO',
        'Helical imaging',
        'X-ray diffraction of fibres at room temperature.',
        'Patent GB-1953-51',
        'Photo 51 dataset',
        '$1,250,000',
        '18 months',
        '7 years',
        terms.terminationClause,
        terms.disputeResolution,
        'Recitals',
        'Definitions',
        'Confidentiality',
        'Termination',
        'Dispute Resolution',
        'Signatures',
      ]) {
        expect(html, text).toContain(text);
      }
      // A party's reference opens many sentences: never in lower case.
      expect([...html.matchAll(/(?:<(?:p|li)>|[.!?] )the “[^”]+”/g)].map((m) => m[0])).toEqual([]);
      if (isEquity) {
        for (const text of [
          '70%',
          '30%',
          '6 months',
          '36 months',
          'quarterly',
          'First clinical batch',
          '15%',
        ]) {
          expect(html, text).toContain(text);
        }
        expect(doc.body.terms).toEqual(equityTerms);
      } else {
        expect(html).not.toContain('Vesting Schedule');
        expect(doc.body.terms).toEqual(terms);
      }
      expect(doc.body).toMatchObject({
        documentType,
        status: 'draft',
        version: 1,
        contentHash: null,
        researcherUserId: researcher.user.id,
        industryUserId: industry.user.id,
        createdById: researcher.user.id,
        myRole: 'researcher',
        allowedActions: ['edit', 'finalize', 'cancel'],
      });
      expect(doc.body.auditTrail.map((e: { action: string }) => e.action)).toEqual([
        'created',
        'viewed',
      ]);
    },
  );

  it('gives each type the clauses of its kind, and none of another kind’s', async () => {
    // Headings only one kind of agreement has, written out from what each agreement is for.
    const OWN: Record<(typeof DOCUMENT_TYPES)[number], string[]> = {
      NDA: ['Confidential Information', 'Obligations of the Receiving Party', 'No Licence'],
      collaboration: ['Scope of the Collaboration', 'Publications', 'Governance'],
      licensing: ['Licence Grant', 'Fees and Royalties', 'Patents and Improvements'],
      equity_agreement: ['Equity Allocation', 'Vesting Schedule', 'Leavers'],
      employment: ['Position and Duties', 'Compensation', 'Academic Freedom'],
      POC: ['Objectives and Deliverables', 'Evaluation', 'Intellectual Property and Option'],
      LOI: ['Proposed Transaction', 'Due Diligence', 'Exclusivity'],
      MOU: ['Areas of Cooperation', 'Roles and Resources'],
    };
    const { researcher, industry } = await parties();
    for (const documentType of DOCUMENT_TYPES) {
      const { documentId } = await generated(
        researcher,
        requestBody(researcher, industry, { documentType }),
      );
      const html: string = (await detail(researcher, documentId)).body.content;
      const headings = [...html.matchAll(/<h[23]>(?:\d+\.\s*)?([^<]+)<\/h[23]>/g)].map((m) =>
        m[1]!.trim(),
      );
      for (const [type, own] of Object.entries(OWN)) {
        for (const heading of own) {
          if (type === documentType)
            expect(headings, `${documentType}: ${heading}`).toContain(heading);
          else expect(headings, `${documentType} has ${type}'s ${heading}`).not.toContain(heading);
        }
      }
    }
  });

  it('fills what the request leaves out with the §9 defaults', async () => {
    const { researcher, industry } = await parties();
    const body = requestBody(researcher, industry, { documentType: 'equity_agreement' });
    delete (body.parties.researcher as { role?: string }).role;
    const { documentId } = await generated(industry, body);
    const doc = await detail(industry, documentId);
    expect(doc.body.terms).toEqual({
      confidentialityPeriod: 5,
      terminationClause: 'Either party may terminate this agreement with 30 days written notice.',
      disputeResolution: 'Disputes shall be resolved through binding arbitration.',
      equityDistribution: { researcher: 60, industry: 40 },
      vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
    });
    for (const text of [
      'Principal Investigator',
      '60%',
      '40%',
      '12 months',
      '48 months',
      '5 years',
    ]) {
      expect(doc.body.content).toContain(text);
    }
  });

  it('lets no script, event handler, style or javascript: URL through from any field', async () => {
    const { researcher, industry } = await parties();
    const xss =
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const body = requestBody(researcher, industry, {
      documentType: 'equity_agreement',
      parties: {
        researcher: { name: `Ada ${xss}`, organization: xss, email: researcher.email, role: xss },
        industry: {
          name: xss,
          organization: `<b onmouseover=alert(1)>Org</b>`,
          email: industry.email,
          role: xss,
        },
      },
      projectDetails: {
        title: `Title ${xss}`,
        description: `<style>body{display:none}</style>${xss}`,
        intellectualProperty: [xss, '<iframe src="//evil.example"></iframe>'],
        fundingAmount: 10,
        timeline: xss,
      },
      terms: {
        ...equityTerms,
        terminationClause: xss,
        disputeResolution: `<svg onload=alert(1)>`,
        vestingSchedule: {
          ...equityTerms.vestingSchedule,
          milestones: [{ name: xss, equityPercent: 10 }],
        },
      },
    });
    const { title, documentId } = await generated(researcher, body);
    expect(title).not.toMatch(/<|>/);
    const doc = await detail(researcher, documentId);
    expect(dangerous(doc.body.content)).toEqual([]);
    expect(doc.body.content).toContain('&lt;script&gt;');
  });

  it('binds two accounts named by email, one of them the requester', async () => {
    const { researcher, industry } = await parties();
    const outsider = await signUp({ userType: 'industry' });
    const unknown = requestBody(researcher, industry);
    unknown.parties.industry.email = 'nobody@example.test';
    const res = await generate(researcher, unknown);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.details).toEqual({
      'parties.industry.email': ['No LabBridge account uses this email'],
    });
    const same = requestBody(researcher, researcher);
    expect((await generate(researcher, same)).status).toBe(400);
    expect((await generate(outsider, requestBody(researcher, industry))).status).toBe(403);
    const visitor = await ctx.request('/api/legal/generate-document', {
      method: 'POST',
      json: requestBody(researcher, industry),
    });
    expect(visitor.status).toBe(401);
  });

  it('binds each side to an account of that side: no industry partner or administrator signs as the researcher', async () => {
    const { researcher, industry } = await parties();
    const otherCompany = await signUp({ userType: 'industry' });
    const admin = await signUpAdmin();
    for (const stranger of [otherCompany, admin]) {
      const res = await generate(industry, requestBody(stranger, industry));
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.details).toEqual({
        'parties.researcher.email': ["Must be the email of a researcher's account"],
      });
    }
    const researcherAsPartner = await generate(researcher, requestBody(researcher, researcher));
    expect((await readJson(researcherAsPartner)).error.details).toEqual({
      'parties.industry.email': ["Must be the email of an industry partner's account"],
    });
  });

  it('refuses equity and vesting terms on anything but an equity agreement', async () => {
    const { researcher, industry } = await parties();
    const res = await generate(
      researcher,
      requestBody(researcher, industry, { terms: equityTerms }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.details)).toEqual([
      'terms.equityDistribution',
      'terms.vestingSchedule',
    ]);
  });

  it('tells the other party, live', async () => {
    const { researcher, industry } = await parties();
    const notes = captured('notification:created');
    const changes = captured('document:changed');
    const { documentId } = await generated(researcher, requestBody(researcher, industry));
    notes.stop();
    changes.stop();
    expect(notes.seen).toEqual([
      expect.objectContaining({
        userId: industry.user.id,
        notification: expect.objectContaining({
          type: 'document',
          title: 'New document to review',
          actionUrl: `/documents?document=${documentId}`,
        }),
      }),
    ]);
    expect(changes.seen).toEqual([
      {
        event: expect.objectContaining({
          id: documentId,
          change: 'created',
          status: 'draft',
          version: 1,
        }),
        partyIds: [researcher.user.id, industry.user.id],
      },
    ]);
  });
});

describe('generating from a collaboration', () => {
  it('links the document to the collaboration and its project', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const body = requestBody(researcher, industry, { collaborationId: collab.id });
    const { documentId } = await generated(industry, body);
    const doc = await detail(industry, documentId);
    expect(doc.body).toMatchObject({
      collaborationId: collab.id,
      projectId: project.id,
      project: { id: project.id, title: project.title },
    });
    const page = await get(researcher, `/api/collaborations/${collab.id}`);
    expect(page.body.documents).toEqual([
      expect.objectContaining({ id: documentId, documentType: 'NDA', status: 'draft' }),
    ]);
  });

  it('needs the collaboration’s parties, an open collaboration and the parties’ own emails', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const stranger = await signUp({ userType: 'industry' });
    const mismatched = requestBody(researcher, stranger, { collaborationId: collab.id });
    const res = await generate(industry, mismatched);
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.details)).toEqual(['parties.industry.email']);
    const foreign = requestBody(researcher, industry, { collaborationId: collab.id });
    expect((await generate(stranger, foreign)).status).toBe(404);
    await act(industry, collab.id, { action: 'withdraw' });
    const closed = await generate(industry, foreign);
    await expectErrorCode(closed, 409, 'BUSINESS_LOGIC_ERROR');
  });
});

describe('a collaboration closing while its draft is written', () => {
  it('stores no draft when the proposal was declined before the draft was saved', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const notes = captured('notification:created');
    const run = ctx.deps.ai.run.bind(ctx.deps.ai);
    const spy = vi.spyOn(ctx.deps.ai, 'run');
    // The clauses take as long as the model does: the recipient declines meanwhile.
    spy.mockImplementationOnce(async (...args) => {
      const declined = await act(researcher, collab.id, { action: 'decline', reason: 'terms' });
      expect(declined.status).toBe(200);
      return run(...args);
    });
    try {
      const res = await generate(
        industry,
        requestBody(researcher, industry, { collaborationId: collab.id }),
      );
      await expectErrorCode(res, 409, 'BUSINESS_LOGIC_ERROR');
    } finally {
      spy.mockRestore();
      notes.stop();
    }
    expect((await get(industry, `/api/collaborations/${collab.id}`)).body.documents).toEqual([]);
    expect(notes.seen.map((n) => n.notification.title)).toEqual(['Collaboration declined']);
  });
});
