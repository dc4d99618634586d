import { deleteAccountRequestSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { AppError } from '../../core/errors';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { verifyPassword } from '../auth/password';
import { passwordAttemptKey } from '../auth/service';
import { requireUser } from '../auth/session';
import { deleteAccount } from './delete';
import { exportAccount } from './export';

/** The user's own data: download it all, or delete the account. */
export const privacyRoutes = (deps: Deps) => {
  const { db, config, limiters, sessions } = deps;
  return new Hono<AppEnv>()
    .get('/auth/user/export', async (c) => {
      const user = requireUser(c);
      const data = await exportAccount(db, user, config.adminEmails);
      c.header('content-disposition', 'attachment; filename="labbridge-data.json"');
      c.header('cache-control', 'no-store');
      return c.json(data);
    })
    .post('/auth/user/delete', async (c) => {
      const user = requireUser(c);
      const { password } = await jsonBody(c, deleteAccountRequestSchema);
      // Guesses of the password count as sign-in attempts: a stolen session cannot brute-force it.
      await limiters.loginPerIp.consume(clientIp(c));
      const attemptKey = passwordAttemptKey(user.email, clientIp(c));
      await limiters.loginPerAccount.consume(attemptKey);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('VALIDATION_ERROR', 'Password is incorrect', {
          password: ['Password is incorrect'],
        });
      }
      await limiters.loginPerAccount.reset(attemptKey);
      await deleteAccount(deps, user, {
        ipAddress: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      sessions.clearCookie(c);
      return c.json({ ok: true as const });
    });
};
