import { describe, expect, it } from 'vitest';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson } from '../../../test/helpers';
import { MAX_NESTING_DEPTH } from './sanitize';

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
