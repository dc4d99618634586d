import type { UserType } from '@labbridge/shared-types';
import { buildOnboarding, buildRegistration } from '@labbridge/shared-types/testing';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { issueToken } from '../../src/modules/auth/tokens';
import { type Json, readJson, sessionCookie, type TestContext } from '../helpers';

export type Requester = Pick<TestContext, 'request'>;

/** Registers (and optionally onboards) a user; returns the user and its session cookie. */
export const signUp = async (
  ctx: Requester,
  overrides: Record<string, unknown> = {},
  options: { onboard?: boolean } = { onboard: true },
) => {
  const body = buildRegistration(overrides);
  const res = await ctx.request('/api/register', { method: 'POST', json: body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res);
  let user = await readJson(res);
  if (options.onboard !== false) {
    const onboard = await ctx.request('/api/auth/complete-onboarding', {
      method: 'POST',
      cookie,
      json: buildOnboarding((body.userType as UserType | undefined) ?? 'researcher', {
        firstName: body.firstName as string,
        lastName: body.lastName as string,
      }),
    });
    if (onboard.status !== 200) throw new Error(`onboarding failed: ${await onboard.text()}`);
    user = await readJson(onboard);
  }
  return { user, cookie, password: body.password as string, email: body.email as string };
};

export type Person = Awaited<ReturnType<typeof signUp>>;

/** An industry user onboarded with `profile` (their sign-up), and their account as stored. */
export const signUpIndustry = async (
  ctx: Pick<TestContext, 'deps' | 'request'>,
  profile: Record<string, unknown>,
) => {
  const partner = await signUp(ctx, { userType: 'industry' }, { onboard: false });
  const res = await ctx.request('/api/auth/complete-onboarding', {
    method: 'POST',
    cookie: partner.cookie,
    json: { ...buildOnboarding('industry'), ...profile },
  });
  if (res.status !== 200) throw new Error(`onboarding failed: ${await res.text()}`);
  const { id } = (await readJson(res)) as { id: string };
  const [account] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
  return { ...partner, account: account! };
};

/**
 * A superadmin at `email`, by default the first address the context's adminEmails lists (every
 * test context lists one of its own); the address is proven first, and registers once.
 */
export const signUpAdmin = async (
  ctx: Pick<TestContext, 'deps' | 'request'>,
  email = ctx.deps.config.adminEmails[0],
) => {
  if (!email) throw new Error('the context lists no admin address');
  const admin = await signUp(ctx, { email }, { onboard: false });
  await proveEmail(ctx, admin.user);
  const res = await ctx.request('/api/auth/complete-onboarding', {
    method: 'POST',
    cookie: admin.cookie,
    json: buildOnboarding('superadmin', { firstName: 'Tess', lastName: 'Admin' }),
  });
  if (res.status !== 200) throw new Error(`admin onboarding failed: ${await res.text()}`);
  return { ...admin, user: await readJson(res) };
};

/**
 * Proves a user's address through POST /api/auth/verify-email, as following the emailed link
 * does (the email itself is covered by the auth module's mail tests).
 */
export const proveEmail = async (ctx: Pick<TestContext, 'deps' | 'request'>, user: Json) => {
  const { id, email } = user as { id: string; email: string };
  const token = await issueToken(ctx.deps.db, { id, email }, 'verify_email', 60_000);
  const res = await ctx.request('/api/auth/verify-email', { method: 'POST', json: { token } });
  if (res.status !== 200) throw new Error(`verify-email failed: ${await res.text()}`);
};

/** Sets profile fields (PUT /api/auth/user) of a signed-in user; fails loudly if refused. */
export const updateProfile = async (
  ctx: Requester,
  cookie: string,
  fields: Record<string, unknown>,
) => {
  const res = await ctx.request('/api/auth/user', { method: 'PUT', cookie, json: fields });
  if (res.status !== 200) throw new Error(`profile update failed: ${await res.text()}`);
  return readJson(res);
};
