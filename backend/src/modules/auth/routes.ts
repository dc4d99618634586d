import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  onboardingRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  verifyEmailRequestSchema,
} from '@labbridge/shared-types';
import { Hono } from 'hono';
import { unauthenticated } from '../../core/errors';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { toUser, type UserRow } from '../users/present';
import { createAccountEmailService } from './account-emails';
import { createAuthService, INVALID_CREDENTIALS, passwordAttemptKey } from './service';
import { requireAuth, requireUser } from './session';

export const authRoutes = (deps: Deps) => {
  const service = createAuthService(deps);
  const accountEmails = createAccountEmailService(deps);
  const { sessions, limiters, config } = deps;
  const present = (user: UserRow) => toUser(user, config.adminEmails);

  const startSession = async (c: Parameters<typeof sessions.setCookie>[0], userId: string) => {
    const started = await sessions.create(userId, c.req.header('user-agent'));
    // Deleted after its password was checked: answered as a deleted account's sign-in is.
    if (!started) throw unauthenticated(INVALID_CREDENTIALS);
    sessions.setCookie(c, started.token, started.expiresAt);
  };

  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      await limiters.registerPerIp.consume(clientIp(c));
      const input = await jsonBody(c, registerRequestSchema);
      const user = await service.register(input);
      await startSession(c, user.id);
      return c.json(present(user), 201);
    })
    .post('/login', async (c) => {
      await limiters.loginPerIp.consume(clientIp(c));
      const input = await jsonBody(c, loginRequestSchema);
      // The per-IP limit above bounds the total of the per-account-and-address ones.
      const attemptKey = passwordAttemptKey(input.email, clientIp(c));
      await limiters.loginPerAccount.consume(attemptKey);
      const user = await service.login(input);
      await limiters.loginPerAccount.reset(attemptKey);
      await startSession(c, user.id);
      return c.json(present(user));
    })
    .get('/login', (c) => c.redirect('/auth', 302))
    .post('/logout', async (c) => {
      const auth = c.get('auth');
      // Idempotent: signing out without a (valid) session still ends signed out.
      if (auth) await service.signOut(auth);
      sessions.clearCookie(c);
      return c.json({ ok: true });
    })
    .get('/auth/user', (c) => c.json(present(requireUser(c))))
    .put('/auth/user', async (c) => {
      const { user, sessionId } = requireAuth(c);
      const input = await jsonBody(c, updateUserRequestSchema);
      if (input.newPassword) await limiters.loginPerIp.consume(clientIp(c));
      const updated = await service.updateAccount(user, input, {
        sessionId,
        attemptKey: passwordAttemptKey(user.email, clientIp(c)),
      });
      return c.json(present(updated));
    })
    .post('/auth/complete-onboarding', async (c) => {
      const user = requireUser(c);
      const input = await jsonBody(c, onboardingRequestSchema);
      return c.json(present(await service.completeOnboarding(user, input)));
    })
    .post('/auth/verify-email', async (c) => {
      const { token } = await jsonBody(c, verifyEmailRequestSchema);
      return c.json(await accountEmails.verifyEmail(token));
    })
    .post('/auth/verify-email/resend', async (c) => {
      await accountEmails.resendVerification(requireUser(c));
      return c.json({ ok: true as const });
    })
    .post('/auth/forgot-password', async (c) => {
      await limiters.loginPerIp.consume(clientIp(c));
      const { email } = await jsonBody(c, forgotPasswordRequestSchema);
      await accountEmails.requestPasswordReset(email);
      return c.json({ ok: true as const });
    })
    .post('/auth/reset-password', async (c) => {
      await limiters.loginPerIp.consume(clientIp(c));
      const { token, password } = await jsonBody(c, resetPasswordRequestSchema);
      await accountEmails.resetPassword(token, password);
      // Every session of the account has ended; this browser's too, if it had one.
      sessions.clearCookie(c);
      return c.json({ ok: true as const });
    });
};
