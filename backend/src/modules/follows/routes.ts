import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { requireUser } from '../auth/session';
import { projectIdParam } from '../projects/routes';
import { createProjectService } from '../projects/service';
import { follow, unfollow } from './service';

/** POST / DELETE /api/projects/:id/follow: the Notify button of the project card. */
export const followRoutes = (deps: Deps) => {
  const projects = createProjectService(deps);
  return new Hono<AppEnv>()
    .post('/:id/follow', async (c) => {
      const user = requireUser(c);
      const id = projectIdParam(c);
      await projects.loadVisible(user, id);
      return c.json(await follow(deps.db, id, user.id));
    })
    .delete('/:id/follow', async (c) => {
      const user = requireUser(c);
      return c.json(await unfollow(deps.db, projectIdParam(c), user));
    });
};
