import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRegistration, signUp } from '../../../test/factories';
import { createTestContext, readJson, sessionCookie } from '../../../test/helpers';
import { linkToken, startMailServer } from '../../../test/mail';
import { testConfig } from '../../config';
import { authTokens } from '../../db/schema';

const mail = await startMailServer();
const ctx = await createTestContext({
  adminEmails: ['tto-mail@example.test'],
  port: 4321,
  mail: { ...testConfig().mail, smtpUrl: mail.url, from: 'LabBridge <no-reply@labbridge.test>' },
  rateLimits: { ...testConfig().rateLimits, emailsPerAccount: 3 },
});

/** The newest message to `address`, once the app has handed every queued one to the server. */
const lastMailTo = async (address: string) => {
  await ctx.deps.mailer.idle();
  return mail.mailTo(address).at(-1);
};

const post = (path: string, json?: unknown, cookie?: string) =>
  ctx.request(path, { method: 'POST', json, cookie });

const login = (email: string, password: string) => post('/api/login', { email, password });

describe('email verification', () => {
  it('mails a one-time link at registration; following it proves the address', async () => {
    const account = await signUp(ctx, { email: 'tto-mail@example.test' }, { onboard: false });
    const message = await lastMailTo(account.email);
    expect(message?.subject).toBe('Confirm your email address for LabBridge');
    expect(message?.from?.text).toContain('no-reply@labbridge.test');
    expect(message?.text).toContain('http://localhost:4321/verify-email?token=');
    expect(message?.html).toContain('Confirm my email address');
    const token = linkToken(message!, '/verify-email');

    // Only a hash of the token is kept.
    const stored = await ctx.deps.db.select().from(authTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(stored.map((row) => row.tokenHash)).toContain(hash);

    const before = await readJson(await ctx.request('/api/auth/user', { cookie: account.cookie }));
    expect(before).toMatchObject({ emailVerified: false, canChooseSuperadmin: false });
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await readJson(verified)).toEqual({ email: account.email });
    const after = await readJson(await ctx.request('/api/auth/user', { cookie: account.cookie }));
    expect(after).toMatchObject({ emailVerified: true, canChooseSuperadmin: true });
    // A second click on a link that worked is not an error.
    expect((await post('/api/auth/verify-email', { token })).status).toBe(200);
  });

  it('refuses an unknown, a replaced and an expired link', async () => {
    const account = await signUp(ctx, {}, { onboard: false });
    const first = linkToken((await lastMailTo(account.email))!, '/verify-email');
    const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).error.details.token[0]).toMatch(/invalid, expired/);

    expect((await post('/api/auth/verify-email/resend', undefined, account.cookie)).status).toBe(
      200,
    );
    const second = linkToken((await lastMailTo(account.email))!, '/verify-email');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).status).toBe(400);

    await ctx.deps.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.userId, account.user.id));
    expect((await post('/api/auth/verify-email', { token: second })).status).toBe(400);
    const me = await readJson(await ctx.request('/api/auth/user', { cookie: account.cookie }));
    expect(me.emailVerified).toBe(false);
  });

  it('resends only to a signed-in, unproven account, a few times an hour', async () => {
    expect((await post('/api/auth/verify-email/resend')).status).toBe(401);
    const account = await signUp(ctx, {}, { onboard: false });
    const resend = () => post('/api/auth/verify-email/resend', undefined, account.cookie);
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    await ctx.deps.mailer.idle();
    expect(mail.mailTo(account.email)).toHaveLength(4);

    const proven = await signUp(ctx, {}, { onboard: false });
    await post('/api/auth/verify-email', {
      token: linkToken((await lastMailTo(proven.email))!, '/verify-email'),
    });
    const again = await post('/api/auth/verify-email/resend', undefined, proven.cookie);
    expect(again.status).toBe(400);
  });
});

describe('forgotten password', () => {
  it('answers the same for an unknown address, and mails nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ok: true });
    expect(await lastMailTo('nobody-here@example.test')).toBeUndefined();
  });

  it('resets with the emailed link once, ends every session, and proves the address', async () => {
    const account = await signUp(ctx);
    const other = sessionCookie(await login(account.email, account.password));
    expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const message = await lastMailTo(account.email);
    expect(message?.subject).toBe('Reset your LabBridge password');
    const token = linkToken(message!, '/reset-password');

    const weak = await post('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect((await readJson(weak)).error.details.password[0]).toMatch(/too easy to guess/);

    const newPassword = 'a fresh passphrase for spring';
    const reset = await post('/api/auth/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('set-cookie')).toMatch(/lb_session=;/);
    for (const cookie of [account.cookie, other]) {
      expect((await ctx.request('/api/auth/user', { cookie })).status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(401);
    const signedIn = await login(account.email, newPassword);
    expect(signedIn.status).toBe(200);
    expect((await readJson(signedIn)).emailVerified).toBe(true);

    const replay = await post('/api/auth/reset-password', {
      token,
      password: 'yet another passphrase',
    });
    expect(replay.status).toBe(400);
    expect((await login(account.email, newPassword)).status).toBe(200);
  });

  it('honours only the newest link, and no link after it expires', async () => {
    const account = await signUp(ctx, buildRegistration());
    await post('/api/auth/forgot-password', { email: account.email });
    const older = linkToken((await lastMailTo(account.email))!, '/reset-password');
    await post('/api/auth/forgot-password', { email: account.email });
    const newer = linkToken((await lastMailTo(account.email))!, '/reset-password');
    const set = (token: string) =>
      post('/api/auth/reset-password', { token, password: 'the quiet orchard at noon' });
    expect((await set(older)).status).toBe(400);
    await ctx.deps.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, account.user.id));
    expect((await set(newer)).status).toBe(400);
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});
