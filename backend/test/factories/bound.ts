import type { TestContext } from '../helpers';
import { collaborationHelpers } from './collaborations';
import { documentHelpers } from './documents';
import { messagingHelpers, sendMessage } from './messages';
import { createProject } from './projects';
import { signUp, signUpAdmin } from './users';

type Rest<F> = F extends (ctx: never, ...rest: infer R) => unknown ? R : never;

/**
 * The factories a suite that builds whole deals needs, bound to its test context or server, so
 * that one line sets up what would otherwise be a long import list and a `ctx` on every call.
 */
export const factoriesFor = (ctx: Pick<TestContext, 'deps' | 'request'>) => ({
  signUp: (...args: Rest<typeof signUp>) => signUp(ctx, ...args),
  signUpAdmin: (...args: Rest<typeof signUpAdmin>) => signUpAdmin(ctx, ...args),
  createProject: (...args: Rest<typeof createProject>) => createProject(ctx, ...args),
  sendMessage: (...args: Rest<typeof sendMessage>) => sendMessage(ctx, ...args),
  deals: collaborationHelpers(ctx),
  docs: documentHelpers(ctx),
  messaging: messagingHelpers(ctx),
});
