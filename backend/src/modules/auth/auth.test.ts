import { describe, expect, it } from 'vitest';
import { buildProject, buildRegistration, proveEmail, signUp } from '../../../test/factories';
import { createTestContext, expectErrorCode, readJson, sessionCookie } from '../../../test/helpers';

const ctx = await createTestContext({ adminEmails: ['boss@example.test'] });

const expectError = async (res: Response, status: number, code: string) => {
  const error = await expectErrorCode(res, status, code);
  expect(typeof error.message).toBe('string');
  expect(error.correlationId).toBe(res.headers.get('x-correlation-id'));
  expect(typeof error.retryable).toBe('boolean');
  return error;
};

describe('POST /api/register', () => {
  it('creates the account, sets an httpOnly session cookie and never returns the hash', async () => {
    const body = buildRegistration({ email: 'New.Person@Example.test' });
    const res = await ctx.request('/api/register', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const user = await readJson(res);
    expect(user).toMatchObject({
      email: 'new.person@example.test',
      firstName: 'Ada',
      userType: 'researcher',
      onboardingCompleted: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);
  });

  it('refuses a duplicate email whatever its case', async () => {
    const body = buildRegistration();
    await ctx.request('/api/register', { method: 'POST', json: body });
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: { ...body, email: body.email.toUpperCase() },
    });
    const error = await expectError(res, 409, 'CONFLICT');
    expect(error.details.email).toBeDefined();
  });

  it.each([
    ['missing email', { email: undefined }, 'email'],
    ['bad email', { email: 'not-an-email' }, 'email'],
    ['short password', { password: 'short' }, 'password'],
    ['wrong-typed first name', { firstName: 42 }, 'firstName'],
    ['blank last name', { lastName: '   ' }, 'lastName'],
    ['superadmin self-registration', { userType: 'superadmin' }, 'userType'],
    ['very long name', { firstName: 'x'.repeat(5000) }, 'firstName'],
  ])('rejects %s with a field message', async (_label, override, field) => {
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(override),
    });
    const error = await expectError(res, 400, 'VALIDATION_ERROR');
    expect(error.details[field]?.length).toBeGreaterThan(0);
  });

  it('says Required for a missing field and names the type for a wrong one', async () => {
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration({ email: undefined, firstName: 42 }),
    });
    const error = await expectError(res, 400, 'VALIDATION_ERROR');
    expect(error.details.email).toEqual(['Required']);
    expect(error.details.firstName[0]).toMatch(/string/i);
  });

  it('keeps unicode names intact', async () => {
    const res = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration({ firstName: 'Zoë 李', lastName: 'Ñúñez-Øster' }),
    });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ firstName: 'Zoë 李', lastName: 'Ñúñez-Øster' });
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx', async () => {
    const malformed = await ctx.request('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    await expectError(malformed, 400, 'VALIDATION_ERROR');
    const wrongType = await ctx.request('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    await expectError(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const huge = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration({ bio: 'x'.repeat(2 * 1024 * 1024) }),
    });
    await expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/login and sessions', () => {
  it('signs in with the right password, case-insensitively on email', async () => {
    const { email, password } = await signUp(ctx);
    const res = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: email.toUpperCase(), password },
    });
    expect(res.status).toBe(200);
    const me = await ctx.request('/api/auth/user', { cookie: sessionCookie(res) });
    expect((await readJson(me)).email).toBe(email);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUp(ctx);
    const wrong = await ctx.request('/api/login', {
      method: 'POST',
      json: { email, password: 'wrong password!' },
    });
    const unknown = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: 'nobody@example.test', password: 'wrong password!' },
    });
    expect((await expectError(wrong, 401, 'AUTHENTICATION_ERROR')).message).toBe(
      'Invalid email or password',
    );
    expect((await expectError(unknown, 401, 'AUTHENTICATION_ERROR')).message).toBe(
      'Invalid email or password',
    );
  });

  it('GET /api/auth/user is 401 without a session', async () => {
    await expectError(await ctx.request('/api/auth/user'), 401, 'AUTHENTICATION_ERROR');
  });

  it('logout revokes the session so the old cookie stops working', async () => {
    const { cookie } = await signUp(ctx);
    expect((await ctx.request('/api/auth/user', { cookie })).status).toBe(200);
    const out = await ctx.request('/api/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    await expectError(await ctx.request('/api/auth/user', { cookie }), 401, 'AUTHENTICATION_ERROR');
  });

  it('logout without a session still answers 200 and clears the cookie', async () => {
    const res = await ctx.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/lb_session=;/);
  });

  it('rejects a forged cookie', async () => {
    await expectError(
      await ctx.request('/api/auth/user', { cookie: 'lb_session=eyJhbGciOiJIUzI1NiJ9.e30.x' }),
      401,
      'AUTHENTICATION_ERROR',
    );
  });

  it('refuses a token whose signature was changed, after accepting the genuine one', async () => {
    const { cookie } = await signUp(ctx);
    expect((await ctx.request('/api/auth/user', { cookie })).status).toBe(200);
    // A character inside the signature (the last one also holds padding bits decoders ignore).
    const at = cookie.length - 10;
    const changed = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    await expectError(
      await ctx.request('/api/auth/user', { cookie: changed }),
      401,
      'AUTHENTICATION_ERROR',
    );
    expect((await ctx.request('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('GET /api/login redirects the browser to /auth', async () => {
    const res = await ctx.request('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
  });
});

describe('POST /api/auth/complete-onboarding', () => {
  const onboarding = {
    userType: 'industry',
    firstName: 'Grace',
    lastName: 'Hopper',
    organization: 'Navy Labs',
    position: 'Rear Admiral',
    expertise: [' Compilers ', 'compilers', '', 'COBOL'],
    researchInterests: 'Languages',
    lookingFor: 'Partners',
    experience: '40 years',
  };

  it('stores every field and marks onboarding complete', async () => {
    const { cookie } = await signUp(ctx, {}, { onboard: false });
    const res = await ctx.request('/api/auth/complete-onboarding', {
      method: 'POST',
      cookie,
      json: onboarding,
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      userType: 'industry',
      organization: 'Navy Labs',
      expertise: ['Compilers', 'COBOL'],
      experience: '40 years',
      onboardingCompleted: true,
    });
  });

  it('refuses superadmin unless the email is in ADMIN_EMAILS and proven', async () => {
    const asSuperadmin = (cookie: string) =>
      ctx.request('/api/auth/complete-onboarding', {
        method: 'POST',
        cookie,
        json: { ...onboarding, userType: 'superadmin' },
      });
    const { cookie } = await signUp(ctx, {}, { onboard: false });
    await expectError(await asSuperadmin(cookie), 403, 'AUTHORIZATION_ERROR');
    // Whoever registers the listed address first has not shown that the mailbox is theirs.
    const admin = await signUp(ctx, { email: 'boss@example.test' }, { onboard: false });
    expect(admin.user).toMatchObject({ emailVerified: false, canChooseSuperadmin: false });
    await expectError(await asSuperadmin(admin.cookie), 403, 'AUTHORIZATION_ERROR');
    await proveEmail(ctx, admin.user);
    const me = await readJson(await ctx.request('/api/auth/user', { cookie: admin.cookie }));
    expect(me).toMatchObject({ emailVerified: true, canChooseSuperadmin: true });
    expect((await readJson(await asSuperadmin(admin.cookie))).userType).toBe('superadmin');
  });

  it('keeps the role chosen: an onboarded account cannot switch sides, a retry may repeat it', async () => {
    const { cookie } = await signUp(ctx, {}, { onboard: false });
    const again = (userType: string) =>
      ctx.request('/api/auth/complete-onboarding', {
        method: 'POST',
        cookie,
        json: { ...onboarding, userType },
      });
    expect((await again('industry')).status).toBe(200);
    expect((await again('industry')).status).toBe(200);
    await expectError(await again('researcher'), 409, 'BUSINESS_LOGIC_ERROR');
    const me = await readJson(await ctx.request('/api/auth/user', { cookie }));
    expect(me.userType).toBe('industry');
    const listing = await ctx.request('/api/projects', {
      method: 'POST',
      cookie,
      json: buildProject(),
    });
    expect(listing.status).toBe(403);
  });

  it('requires organization and position', async () => {
    const { cookie } = await signUp(ctx, {}, { onboard: false });
    const res = await ctx.request('/api/auth/complete-onboarding', {
      method: 'POST',
      cookie,
      json: { ...onboarding, organization: '', position: undefined },
    });
    const error = await expectError(res, 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.details)).toEqual(
      expect.arrayContaining(['organization', 'position']),
    );
  });
});

describe('PUT /api/auth/user', () => {
  it('updates profile fields, validating social links and expertise', async () => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie,
      json: {
        bio: 'New bio',
        expertise: ['AI', 'ai', ' Robotics '],
        socialLinks: [{ name: 'Lab site', url: 'https://lab.example.test' }],
        profileVisibility: 'private',
      },
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      bio: 'New bio',
      expertise: ['AI', 'Robotics'],
      profileVisibility: 'private',
    });
    const bad = await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie,
      json: { socialLinks: [{ name: ' ', url: 'https://x.test' }] },
    });
    await expectError(bad, 400, 'VALIDATION_ERROR');
  });

  it('refuses unknown fields such as userType or email', async () => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie,
      json: { userType: 'superadmin' },
    });
    await expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const { cookie, email, password } = await signUp(ctx);
    const other = sessionCookie(
      await ctx.request('/api/login', { method: 'POST', json: { email, password } }),
    );
    const wrong = await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie,
      json: { currentPassword: 'nope nope', newPassword: 'brand new password' },
    });
    await expectError(wrong, 400, 'VALIDATION_ERROR');
    const ok = await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie,
      json: { currentPassword: password, newPassword: 'brand new password' },
    });
    expect(ok.status).toBe(200);
    expect((await ctx.request('/api/auth/user', { cookie })).status).toBe(200);
    expect((await ctx.request('/api/auth/user', { cookie: other })).status).toBe(401);
    const relogin = await ctx.request('/api/login', {
      method: 'POST',
      json: { email, password: 'brand new password' },
    });
    expect(relogin.status).toBe(200);
  });
});
