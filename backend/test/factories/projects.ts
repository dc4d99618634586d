import { type ProjectInput, projectInputSchema } from '@labbridge/shared-types';
import { buildProject } from '@labbridge/shared-types/testing';
import { readJson } from '../helpers';
import type { Requester } from './users';

/** Creates a listing through the API as the given user; fails loudly if it is refused. */
export const createProject = async (
  ctx: Requester,
  cookie: string,
  overrides: Partial<ProjectInput> = {},
) => {
  const res = await ctx.request('/api/projects', {
    method: 'POST',
    cookie,
    json: buildProject(overrides),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return readJson(res);
};

/** The fields of a listing that PUT takes back, as the editor sends them: the detail minus what the server owns. */
export const editableFields = (project: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(projectInputSchema.shape).flatMap((key) =>
      key in project ? [[key, project[key]]] : [],
    ),
  );
