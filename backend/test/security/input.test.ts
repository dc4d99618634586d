import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerPng } from '../../src/db/seed/samples';
import { buildProject, buildRegistration, createProject, signUp } from '../factories';
import { createTestContext, readJson } from '../helpers';

/** Every line the app logs, as text, so a test can look for what must never be written. */
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const ctx = await createTestContext({ logLevel: 'info' }, { logStream: sink });
const user = await signUp(ctx);

const expectValidationError = async (res: Response, field: string) => {
  expect(res.status, field).toBe(400);
  const { error } = await readJson(res);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.details?.[field]?.join(' ')).toMatch(/NUL/);
};

describe('a NUL character in any text', () => {
  it('is a 400 naming the field, in a JSON body, a nested list or a query', async () => {
    await expectValidationError(
      await ctx.request('/api/register', {
        method: 'POST',
        json: buildRegistration({ firstName: 'Ada\u0000' }),
      }),
      'firstName',
    );
    await expectValidationError(
      await ctx.request('/api/projects?q=%00', { cookie: user.cookie }),
      'q',
    );
    const project = await createProject(ctx, user.cookie);
    await expectValidationError(
      await ctx.request(`/api/projects/${project.id}`, {
        method: 'PUT',
        cookie: user.cookie,
        json: buildProject({ tags: ['ok', 'bad\u0000tag'] }),
      }),
      'tags.1',
    );
    await expectValidationError(
      await ctx.request('/api/auth/user', {
        method: 'PUT',
        cookie: user.cookie,
        json: { bio: 'line\u0000' },
      }),
      'bio',
    );
  });
});

describe('an unpaired surrogate in any text', () => {
  // JSON carries one as an escape ("\ud800"); PostgreSQL refuses it in a jsonb value and a text
  // column would keep a U+FFFD in its place, so it is refused as input, as NUL is.
  const expectRefused = async (res: Response, field: string) => {
    expect(res.status, field).toBe(400);
    const { error } = await readJson(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.[field]?.join(' ')).toMatch(/surrogate/);
  };

  it('is a 400 naming the field, in a listing’s lists, a profile and a message', async () => {
    const other = await signUp(ctx, { userType: 'industry' });
    await expectRefused(
      await ctx.request('/api/projects', {
        method: 'POST',
        cookie: user.cookie,
        json: buildProject({ tags: ['ok', 'half \ud800 pair'] }),
      }),
      'tags.1',
    );
    await expectRefused(
      await ctx.request('/api/projects', {
        method: 'POST',
        cookie: user.cookie,
        json: buildProject({
          researchPapers: [{ name: 'Paper', url: 'https://doi.org/x', description: 'end\udc00' }],
        }),
      }),
      'researchPapers.0.description',
    );
    await expectRefused(
      await ctx.request('/api/auth/user', {
        method: 'PUT',
        cookie: user.cookie,
        json: { expertise: ['optics\ud83d'] },
      }),
      'expertise.0',
    );
    await expectRefused(
      await ctx.request('/api/messages', {
        method: 'POST',
        cookie: user.cookie,
        json: { receiverId: other.user.id, content: 'hi \ud800', clientMessageId: 'surrogate-1' },
      }),
      'content',
    );
  });

  it('leaves a well-formed pair (an emoji) alone', async () => {
    const project = await createProject(ctx, user.cookie, { tags: ['rocket \ud83d\ude80'] });
    expect(project.tags).toEqual(['rocket \u{1f680}']);
  });
});

describe('an id', () => {
  const expect400 = async (res: Response, what: string) => {
    expect(res.status, what).toBe(400);
    expect((await readJson(res)).error.code, what).toBe('VALIDATION_ERROR');
  };

  it('in a path is decimal digits: 0x2, 2e0, 0b10 or a padded 2 is no other row’s id', async () => {
    const project = await createProject(ctx, user.cookie);
    const hex = `0x${project.id.toString(16)}`;
    expect((await ctx.request(`/api/projects/${hex}`)).status).toBe(404);
    for (const id of [hex, `${project.id}e0`, '0b10', '%202%20', '1.0']) {
      await expect400(await ctx.request(`/api/legal/documents/${id}`, { cookie: user.cookie }), id);
      await expect400(
        await ctx.request(`/api/notifications/${id}/read`, {
          method: 'PATCH',
          cookie: user.cookie,
        }),
        id,
      );
    }
    await expect400(
      await ctx.request('/api/legal/documents/1/milestones/%20/complete', {
        method: 'POST',
        cookie: user.cookie,
      }),
      'milestone " "',
    );
  });

  it('in a body past what an integer column holds is a 400, not a database error', async () => {
    const partner = await signUp(ctx, { userType: 'industry' });
    const tooBig = 2_147_483_648;
    const bodies: [method: string, path: string, json: object][] = [
      ['POST', '/api/collaborations', { projectId: tooBig, proposalMessage: 'Shall we?' }],
      [
        'POST',
        '/api/messages',
        { receiverId: user.user.id, content: 'Hi', projectId: tooBig, clientMessageId: 'big-1' },
      ],
      ['PATCH', '/api/legal/documents/1', { version: tooBig, content: '<p>x</p>' }],
    ];
    for (const [method, path, json] of bodies) {
      await expect400(await ctx.request(path, { method, cookie: partner.cookie, json }), path);
    }
  });
});

describe('a malformed multipart body', () => {
  it('is a 400, whether the boundary is missing or wrong', async () => {
    const body = new FormData();
    body.set('file', new File([bannerPng([1, 2, 3], [4, 5, 6], 1, 8, 8)], 'a.png'));
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    const bytes = await encoded.arrayBuffer();
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=not-the-one']) {
      const res = await ctx.request('/api/upload/image', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': type },
        body: bytes,
      });
      expect(res.status, type).toBe(400);
      expect((await readJson(res)).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a failed database query', () => {
  it('is logged without its parameter values', async () => {
    // The table disappears from under the app, so the registration's INSERT fails.
    await ctx.deps.db.execute(sql`alter table users rename to users_gone`);
    try {
      const registration = buildRegistration();
      const res = await ctx.request('/api/register', { method: 'POST', json: registration });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const logged = logLines.join('\n');
      expect(logged).toMatch(/request failed/);
      expect(logged).toMatch(/users/);
      expect(logged).not.toContain(registration.email);
      expect(logged).not.toContain('$argon2id');
    } finally {
      await ctx.deps.db.execute(sql`alter table users_gone rename to users`);
    }
  });
});
