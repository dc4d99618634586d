import { randomUUID } from 'node:crypto';
import type { ProjectInput } from '@labbridge/shared-types';
import { proveEmail, readJson, signUp, type TestContext } from '../../../test/helpers';

/** A valid listing body; tests override what they examine. */
export const buildProject = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  title: `Listing ${randomUUID().slice(0, 8)}`,
  description: 'A research project looking for an industry partner to commercialise it.',
  category: 'ai-ml',
  stage: 'prototype',
  trlLevel: 4,
  tags: ['machine learning'],
  fundingRequired: 250_000,
  timelineMonths: 12,
  ...overrides,
});

/** Creates a listing through the API as the given user; fails loudly if it is refused. */
export const createProject = async (
  ctx: TestContext,
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

/** A superadmin: the context must list `email` in adminEmails; the address is proven first. */
export const signUpAdmin = async (ctx: TestContext, email: string) => {
  const admin = await signUp(ctx, { email }, { onboard: false });
  await proveEmail(ctx, admin.user);
  const res = await ctx.request('/api/auth/complete-onboarding', {
    method: 'POST',
    cookie: admin.cookie,
    json: {
      userType: 'superadmin',
      firstName: 'Tess',
      lastName: 'Admin',
      organization: 'Tech Transfer Office',
      position: 'Director',
    },
  });
  if (res.status !== 200) throw new Error(`admin onboarding failed: ${await res.text()}`);
  return { ...admin, user: await readJson(res) };
};

/** A short random word, so a test can search for exactly its own listings. */
export const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);
