import { describe, expect, it } from 'vitest';
import { collaborationHelpers, documentHelpers, type Person } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const { parties } = collaborationHelpers(ctx);
const { requestBody, generated, detail, patch, finalize, sign, cancel } = documentHelpers(ctx);

type State = 'draft' | 'pending_signatures' | 'signed_by_me' | 'fully_executed' | 'cancelled';
type Action = 'edit' | 'finalize' | 'sign' | 'cancel';
const STATES: State[] = [
  'draft',
  'pending_signatures',
  'signed_by_me',
  'fully_executed',
  'cancelled',
];
const ACTIONS: Action[] = ['edit', 'finalize', 'sign', 'cancel'];

/**
 * Written out by hand from the issue: a draft is edited, finalised or cancelled; a document
 * awaiting signatures is signed (once per party) or cancelled; an executed or cancelled one is
 * closed. The status each legal step leaves; every other pair is 409 BUSINESS_LOGIC_ERROR.
 */
const LEGAL: Partial<Record<State, Partial<Record<Action, string>>>> = {
  draft: { edit: 'draft', finalize: 'pending_signatures', cancel: 'cancelled' },
  pending_signatures: { sign: 'pending_signatures', cancel: 'cancelled' },
  signed_by_me: { cancel: 'cancelled' },
};

/** A new document in `state`, as seen by the researcher who acts on it next. */
const documentIn = async (state: State) => {
  const { researcher, industry } = await parties();
  const { documentId: id } = await generated(researcher, requestBody(researcher, industry));
  const must = async (res: Response) => {
    if (res.status !== 200) throw new Error(`setup: ${res.status} ${await res.text()}`);
  };
  if (state !== 'draft') await must(await finalize(researcher, id));
  if (state === 'signed_by_me' || state === 'fully_executed')
    await must(await sign(researcher, id));
  if (state === 'fully_executed') await must(await sign(industry, id));
  if (state === 'cancelled') await must(await cancel(industry, id));
  return { researcher, id };
};

const act = async (who: Person, id: number, action: Action) => {
  const version = (await detail(who, id)).body.version as number;
  switch (action) {
    case 'edit':
      return patch(who, id, { version, content: '<p>A late change</p>' });
    case 'finalize':
      return finalize(who, id);
    case 'sign':
      return sign(who, id, 'Rosalind Franklin');
    case 'cancel':
      return cancel(who, id);
  }
};

const cases = STATES.flatMap((state) =>
  ACTIONS.map((action) => ({ state, action, to: LEGAL[state]?.[action] ?? null })),
);

describe('every document status × step, by a party', () => {
  it.each(cases)('$state --$action--> $to', async ({ state, action, to }) => {
    const { researcher, id } = await documentIn(state);
    const before = (await detail(researcher, id)).body;
    const res = await act(researcher, id, action);
    const body = await readJson(res);
    if (to) {
      expect(res.status).toBe(200);
      expect(body.status).toBe(to);
      return;
    }
    expect(res.status).toBe(409);
    expect(body.error).toMatchObject({ code: 'BUSINESS_LOGIC_ERROR', retryable: false });
    // Refused means unchanged: same status, version and text.
    const after = (await detail(researcher, id)).body;
    expect(after).toMatchObject({
      status: before.status,
      version: before.version,
      content: before.content,
    });
  });
});
