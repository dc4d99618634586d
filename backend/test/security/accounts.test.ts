import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRegistration, signUp } from '../factories';
import {
  createTestContext,
  expectErrorCode,
  loginLockoutLimits,
  readJson,
  sessionCookie,
} from '../helpers';

const ctx = await createTestContext({
  rateLimits: loginLockoutLimits,
});

const login = (email: string, password: string) =>
  ctx.request('/api/login', { method: 'POST', json: { email, password } });

const updateAccount = (cookie: string, json: Record<string, unknown>) =>
  ctx.request('/api/auth/user', { method: 'PUT', cookie, json });

/** A user signed in twice: `cookie` makes the change, `other` must survive a failed one. */
const twoSessions = async () => {
  const account = await signUp(ctx);
  const other = sessionCookie(await login(account.email, account.password));
  return { ...account, other };
};

const expectUnchanged = async (account: Awaited<ReturnType<typeof twoSessions>>) => {
  expect((await ctx.request('/api/auth/user', { cookie: account.other })).status).toBe(200);
  expect((await login(account.email, account.password)).status).toBe(200);
};

describe('PUT /api/auth/user with a new password', () => {
  it('changes nothing when another field is invalid', async () => {
    const account = await twoSessions();
    const res = await updateAccount(account.cookie, {
      currentPassword: account.password,
      newPassword: 'a completely different passphrase',
      bio: 'bad\u0000bio',
    });
    expect(res.status).toBe(400);
    await expectUnchanged(account);
  });

  it('changes nothing when the profile write fails: one transaction', async () => {
    const account = await twoSessions();
    await ctx.deps.db.execute(
      sql`alter table users add constraint test_refuse_bio check (bio is distinct from 'refused')`,
    );
    try {
      const res = await updateAccount(account.cookie, {
        currentPassword: account.password,
        newPassword: 'a completely different passphrase',
        bio: 'refused',
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await ctx.deps.db.execute(sql`alter table users drop constraint test_refuse_bio`);
    }
    await expectUnchanged(account);
  });

  it('limits current-password guesses like sign-in, with Retry-After', async () => {
    const account = await signUp(ctx);
    const guess = (currentPassword: string) =>
      updateAccount(account.cookie, { currentPassword, newPassword: 'another fine passphrase' });
    for (let i = 0; i < 3; i += 1) expect((await guess(`wrong guess ${i}`)).status).toBe(400);
    const limited = await guess('wrong guess 4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits until the window has passed.
    expect((await guess(account.password)).status).toBe(429);
    expect((await login(account.email, account.password)).status).toBe(429);
  });
});

describe('weak passwords', () => {
  it.each([
    ['password', /used password/i],
    ['12345678', /used password/i],
    ['        ', /repeat/i],
    ['abcdefgh', /sequence/i],
  ])('refuses %j at registration, saying why', async (password, why) => {
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration({ password }),
    });
    const error = await expectErrorCode(res, 400, 'VALIDATION_ERROR');
    expect(error.details.password.join(' ')).toMatch(why);
  });

  it('refuses a password made of the user’s own name or email', async () => {
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration({
        email: 'grace.hopper@example.test',
        firstName: 'Grace',
        lastName: 'Hopper',
        password: 'gracehopper',
      }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const account = await twoSessions();
    const res = await updateAccount(account.cookie, {
      currentPassword: account.password,
      newPassword: 'password1',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.details.newPassword.join(' ')).toMatch(/used password/i);
    await expectUnchanged(account);
  });
});
