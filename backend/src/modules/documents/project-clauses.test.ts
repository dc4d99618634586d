import { describe, expect, it, vi } from 'vitest';
import { collaborationHelpers, documentHelpers } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { chatCompletion, startFakeOpenAi } from '../../../test/openai-server';

const HEADING = 'Project-Specific Clauses';

/** The draft's content and the detail of its 'created' audit entry. */
const generateIn = async (ctx: TestContext, overrides: object = {}, arrange = () => {}) => {
  const { parties } = collaborationHelpers(ctx);
  const { requestBody, generated, detail } = documentHelpers(ctx);
  const { researcher, industry } = await parties();
  // After the parties: creating their project runs an AI task too.
  arrange();
  const { documentId } = await generated(researcher, requestBody(researcher, industry, overrides));
  const doc = await detail(researcher, documentId);
  const created = doc.body.auditTrail.find((e: { action: string }) => e.action === 'created');
  return { html: doc.body.content as string, source: created.detail as string | null };
};

describe('project-specific clauses (local provider)', async () => {
  const ctx = await createTestContext();

  it('adds a headed section of clauses derived from the project, and records their source', async () => {
    const { html, source } = await generateIn(ctx);
    expect(html).toContain(HEADING);
    // From the default request's project: its title, IP assets and timeline.
    expect(html).toContain('Background and Foreground Intellectual Property');
    expect(html).toContain(
      'Background IP relating to “Helical imaging” (Patent GB-1953-51; Photo 51 dataset)',
    );
    expect(html).toContain('The Researcher may publish results of “Helical imaging”');
    expect(html).toContain('The work follows the agreed timeline (18 months)');
    expect(source).toBe('Project-specific clauses by local (labbridge-local-1)');
  });

  it('derives the clauses from each draft’s own project, escaped like the rest', async () => {
    const { html } = await generateIn(ctx, {
      documentType: 'collaboration',
      projectDetails: {
        title: 'Enzyme <script>alert(1)</script> recycling',
        description: 'Plastic-eating enzymes.',
        intellectualProperty: [],
        timeline: 'Two phases of 9 months',
      },
    });
    expect(html).toContain(HEADING);
    expect(html).toContain('No Background IP relating to “Enzyme &lt;script&gt;');
    expect(html).toContain('The work follows the agreed timeline (Two phases of 9 months)');
    expect(html).not.toContain('Helical imaging');
    expect(html).not.toMatch(/<script/i);
  });

  it('still generates the draft, with the local clauses, when the provider throws', async () => {
    const spy = vi.spyOn(ctx.deps.ai, 'run');
    try {
      const { html, source } = await generateIn(ctx, {}, () =>
        spy.mockRejectedValueOnce(new Error('provider down')),
      );
      expect(spy).toHaveBeenCalled();
      expect(html).toContain('Background IP relating to “Helical imaging”');
      expect(source).toBe(
        'Project-specific clauses by local (labbridge-local-1), after a model failure',
      );
    } finally {
      spy.mockRestore();
    }
  });
});

describe('project-specific clauses (OpenAI-compatible provider)', async () => {
  let answer = () => ({
    clauses: [{ heading: 'Cryogenic Samples', text: 'Samples of the fibres stay at King’s.' }],
  });
  const fake = await startFakeOpenAi(() => ({
    status: 200,
    body: chatCompletion(JSON.stringify(answer())),
  }));
  const openai = fake.settings();
  const ctx = await createTestContext({ openai });

  it('puts the model’s clauses in the draft, sends only this project, and names the model', async () => {
    const { html, source } = await generateIn(ctx, {
      terms: {
        confidentialityPeriod: 7,
        terminationClause: 'Either party may end it on 45 days notice.',
      },
    });
    expect(html).toContain(
      '<strong>Cryogenic Samples</strong>. Samples of the fibres stay at King’s.',
    );
    expect(source).toBe('Project-specific clauses by openai (test-model)');
    const data = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages
      .map((m) => m.content)
      .join('\n');
    expect(data).toContain('Helical imaging');
    // The parties' names and emails are not part of the task's input.
    expect(data).not.toContain('Rosalind Franklin');
    expect(data).not.toContain('@');
    // Nor are the terms, which the parties may change on the draft: a clause cannot state them.
    expect(data).not.toMatch(/45 days|confidentialityPeriod|terminationClause/);
  });

  it('falls back to the local clauses on a malformed answer', async () => {
    answer = () => ({ clauses: 'not a list' }) as never;
    const { html, source } = await generateIn(ctx);
    expect(html).toContain('Background IP relating to “Helical imaging”');
    expect(source).toBe(
      'Project-specific clauses by local (labbridge-local-1), after a model failure',
    );
  });
});
