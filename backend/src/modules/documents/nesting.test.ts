import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson } from '../../../test/helpers';
import { documentVersions, documentYjsUpdates, legalDocuments } from '../../db/schema';
import { loadState } from '../../realtime/collab/store';
import { contentHash } from './hash';
import { htmlToBlocks } from './pdf/blocks';
import { MAX_NESTING_DEPTH, nestsDeeperThan, withinNestingLimit } from './sanitize';

const ctx = await createTestContext();
const {
  deals: { parties },
  messaging: { get },
  docs: { requestBody, generated, detail, patch, finalize, sign },
} = factoriesFor(ctx);

const draft = async () => {
  const { researcher, industry } = await parties();
  const { documentId } = await generated(researcher, requestBody(researcher, industry));
  return { researcher, industry, id: documentId };
};

/** A list `levels` deep: two elements (ul, li) a level. */
const nestedList = (levels: number) => `${'<ul><li>'.repeat(levels)}x`;

describe('how deeply document HTML may nest', () => {
  it('refuses content nested past the limit with 400 on `content`, changing nothing', async () => {
    const { researcher, id } = await draft();
    const before = (await detail(researcher, id)).body;
    const res = await patch(researcher, id, {
      version: before.version,
      content: nestedList(5000),
    });
    const error = await expectErrorCode(res, 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.details)).toEqual(['content']);
    const after = (await detail(researcher, id)).body;
    expect(after).toMatchObject({ version: before.version, content: before.content });
    // One level past the limit is refused too.
    const justOver = await patch(researcher, id, {
      version: before.version,
      content: `${'<b>'.repeat(MAX_NESTING_DEPTH + 1)}x`,
    });
    await expectErrorCode(justOver, 400, 'VALIDATION_ERROR');
  });

  it('accepts nesting within the limit; its versions and signed PDF still work', async () => {
    const { researcher, industry, id } = await draft();
    const shallow = await patch(researcher, id, { version: 1, content: nestedList(5) });
    expect((await expectJson(shallow, 200)).content).toContain('<ul><li><ul><li>');
    const deep = await patch(researcher, id, {
      version: 2,
      content: nestedList(MAX_NESTING_DEPTH / 2),
    });
    await expectJson(deep, 200);
    const { versions } = (await get(researcher, `/api/legal/documents/${id}/versions`)).body;
    expect(
      (await get(researcher, `/api/legal/documents/${id}/versions/${versions[0].id}`)).status,
    ).toBe(200);
    await expectJson(await finalize(researcher, id), 200);
    await expectJson(await sign(researcher, id), 200);
    await expectJson(await sign(industry, id), 200);
    const pdf = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie: researcher.cookie });
    expect(pdf.status).toBe(200);
  });

  it('generates a draft whatever markup the project details hold: it is text there', async () => {
    const { researcher, industry } = await parties();
    const body = requestBody(researcher, industry);
    const { documentId } = await generated(researcher, {
      ...body,
      projectDetails: { ...body.projectDetails, description: nestedList(2000) },
    });
    expect((await detail(researcher, documentId)).status).toBe(200);
  });
});

describe('documents stored nested past the limit before it existed', () => {
  /** 5,000 list levels: thousands deeper than any walker's stack reaches. */
  const deep = `<p>Preamble</p>${nestedList(5000).replace('x', 'Deepest clause')}`;

  /** Writes `content` into the row as an old release would have stored it, hash and all. */
  const storeOld = async (id: number, content: string) => {
    const [row] = await ctx.deps.db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
    const hash = row!.contentHash ? contentHash({ ...row!, content }) : null;
    await ctx.deps.db
      .update(legalDocuments)
      .set({ content, contentHash: hash, yjsState: null })
      .where(eq(legalDocuments.id, id));
    await ctx.deps.db.delete(documentYjsUpdates).where(eq(documentYjsUpdates.documentId, id));
    await ctx.deps.db
      .update(documentVersions)
      .set({ content })
      .where(eq(documentVersions.documentId, id));
  };

  it('is read flattened: levels past the limit unwrapped, their text kept, a shallow text as is', () => {
    const shallow = '<p>Fish &amp; <em>chips</em><br>today</p>';
    expect(withinNestingLimit(shallow)).toBe(shallow);
    const items = `${'<ul><li>'.repeat(40)}<p>One</p></li><li><p>Two</p>`;
    const flat = withinNestingLimit(items);
    expect(nestsDeeperThan(flat)).toBe(false);
    // Words of unwrapped blocks stay apart; no text is left loose in a list.
    expect(flat).toMatch(/One\s+Two/);
    expect(flat).not.toMatch(/<ul>[^<]/);
    const runs = htmlToBlocks(deep).flatMap((b) =>
      'items' in b ? b.items.flat() : 'runs' in b ? b.runs : [],
    );
    expect(runs.map((r) => r.text).join(' ')).toContain('Deepest clause');
  });

  const storedContent = async (id: number) =>
    (await ctx.deps.db.select().from(legalDocuments).where(eq(legalDocuments.id, id)))[0]!;

  const pdf = (who: { cookie: string }, id: number) =>
    ctx.request(`/api/legal/documents/${id}/pdf`, { cookie: who.cookie });

  it('a draft: its versions show, restore and open for co-editing, its PDF renders, all flattened', async () => {
    const { researcher, id } = await draft();
    const named = await ctx.request(`/api/legal/documents/${id}/versions`, {
      method: 'POST',
      cookie: researcher.cookie,
      json: { name: 'Before the limit' },
    });
    const version = (await expectJson(named, 201)) as { id: number };
    await storeOld(id, deep);

    const shown = await get(researcher, `/api/legal/documents/${id}/versions/${version.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.html).toContain('Deepest clause');
    expect(nestsDeeperThan(shown.body.html)).toBe(false);

    expect((await pdf(researcher, id)).status).toBe(200);
    await expect(loadState(ctx.deps.db, id)).resolves.toMatchObject({ tail: 0 });

    await storeOld(id, deep);
    const restored = await ctx.request(
      `/api/legal/documents/${id}/versions/${version.id}/restore`,
      { method: 'POST', cookie: researcher.cookie },
    );
    await expectJson(restored, 200);
    // A draft's text is the editor's: what a restore stores is the flattened text.
    const after = (await storedContent(id)).content;
    expect(after).toContain('Deepest clause');
    expect(nestsDeeperThan(after)).toBe(false);
  });

  it('a signed document: its PDF and finalize version render; its stored text and hash stay', async () => {
    const { researcher, industry, id } = await draft();
    await expectJson(await finalize(researcher, id), 200);
    await storeOld(id, deep);
    const before = await storedContent(id);
    expect(before.contentHash).toBe(contentHash(before));

    const pending = await pdf(researcher, id);
    expect(pending.status).toBe(200);
    const { versions } = (await get(researcher, `/api/legal/documents/${id}/versions`)).body;
    const shown = await get(researcher, `/api/legal/documents/${id}/versions/${versions[0].id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.html).toContain('Deepest clause');

    await expectJson(await sign(researcher, id), 200);
    await expectJson(await sign(industry, id), 200);
    const executed = await pdf(industry, id);
    expect(executed.status).toBe(200);
    const after = await storedContent(id);
    expect(after).toMatchObject({ content: deep, contentHash: before.contentHash });
    expect(after.contentHash).toBe(contentHash(after));
  });
});
