import { readJson } from '../helpers';
import { createProject } from './projects';
import { type Person, type Requester, signUp } from './users';

/** Collaboration helpers bound to one test context or server. */
export const collaborationHelpers = (ctx: Requester) => {
  const propose = (who: Person, projectId: number, body: object = {}) =>
    ctx.request('/api/collaborations', {
      method: 'POST',
      cookie: who.cookie,
      json: { projectId, proposalMessage: 'Let us build a pilot together.', ...body },
    });

  return {
    propose,

    /** A researcher with a listing and an industry partner, not yet connected. */
    async parties() {
      const researcher = await signUp(ctx, {
        userType: 'researcher',
        firstName: 'Rosalind',
        lastName: 'Franklin',
      });
      const industry = await signUp(ctx, {
        userType: 'industry',
        firstName: 'Henry',
        lastName: 'Ford',
      });
      const project = await createProject(ctx, researcher.cookie);
      return { researcher, industry, project };
    },

    /** Proposes and returns the created collaboration; fails loudly when refused. */
    async proposed(who: Person, projectId: number, body: object = {}) {
      const res = await propose(who, projectId, body);
      if (res.status !== 201) throw new Error(`propose failed: ${res.status} ${await res.text()}`);
      return readJson(res);
    },

    act: (who: Person, id: number, body: object) =>
      ctx.request(`/api/collaborations/${id}`, { method: 'PATCH', cookie: who.cookie, json: body }),
  };
};
