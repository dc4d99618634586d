import { readJson } from '../helpers';
import type { Person, Requester } from './users';

/** A complete generation request between two accounts; tests override what they examine. */
export const draftRequestBody = (researcher: Person, industry: Person, overrides: object = {}) => ({
  documentType: 'NDA',
  parties: {
    researcher: {
      name: 'Rosalind Franklin',
      organization: 'King’s College',
      email: researcher.email,
      role: 'Lead Scientist',
    },
    industry: {
      name: 'Henry Ford',
      organization: 'Ford Labs',
      email: industry.email,
      role: 'CTO',
    },
  },
  projectDetails: {
    title: 'Helical imaging',
    description: 'X-ray diffraction of fibres at room temperature.',
    intellectualProperty: ['Patent GB-1953-51', 'Photo 51 dataset'],
    fundingAmount: 1_250_000,
    timeline: '18 months',
  },
  ...overrides,
});

/** Legal document helpers bound to one test context or server. */
export const documentHelpers = (ctx: Requester) => {
  const post = (who: Person | null, path: string, json?: object) =>
    ctx.request(path, { method: 'POST', cookie: who?.cookie, ...(json ? { json } : {}) });

  const requestBody = draftRequestBody;

  const generate = (who: Person, body: object) => post(who, '/api/legal/generate-document', body);

  const generated = async (who: Person, body: object) => {
    const res = await generate(who, body);
    if (res.status !== 201) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
    return (await readJson(res)) as { title: string; documentId: number };
  };

  const detail = async (who: Person, id: number) => {
    const res = await ctx.request(`/api/legal/documents/${id}`, { cookie: who.cookie });
    return { status: res.status, body: await readJson(res) };
  };

  const patch = (who: Person, id: number, json: object) =>
    ctx.request(`/api/legal/documents/${id}`, { method: 'PATCH', cookie: who.cookie, json });

  const finalize = (who: Person, id: number) => post(who, `/api/legal/documents/${id}/finalize`);
  const sign = (who: Person, id: number, fullName = 'Typed Name') =>
    post(who, `/api/legal/documents/${id}/sign`, { fullName, consent: true });
  const cancel = (who: Person, id: number, reason = 'No longer needed') =>
    post(who, `/api/legal/documents/${id}/cancel`, { reason });

  const expectOk = async (res: Response) => {
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${await res.text()}`);
    return readJson(res);
  };

  return {
    post,
    requestBody,
    generate,
    generated,
    detail,
    patch,
    finalize,
    sign,
    cancel,

    /** A document both parties have signed. */
    async executed(researcher: Person, industry: Person, overrides: object = {}) {
      const { documentId } = await generated(
        researcher,
        requestBody(researcher, industry, overrides),
      );
      await expectOk(await finalize(researcher, documentId));
      await expectOk(await sign(researcher, documentId, 'Rosalind E. Franklin'));
      await expectOk(await sign(industry, documentId, 'Henry Ford'));
      return documentId;
    },
  };
};
