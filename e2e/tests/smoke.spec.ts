import { API } from '@labbridge/shared-types';
import { call, expect, test } from '../fixtures';

test('the landing page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Browse Projects').first()).toBeVisible();
});

test('the health endpoints answer', async ({ request }) => {
  const health = await call(request, API.health.live);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await call(request, API.health.ready);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
});

test('a user created through the API is signed in by its cookie', async ({
  page,
  signInNewUser,
  admin,
}) => {
  const signedOut = await call(page.request, API.auth.currentUser);
  expect(signedOut.status()).toBe(401);

  const user = await signInNewUser({ userType: 'industry', firstName: 'Iris' });
  const me = await call(page.request, API.auth.currentUser);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email: user.email,
    firstName: 'Iris',
    userType: 'industry',
    onboardingCompleted: true,
  });

  const superadmin = await admin();
  expect(superadmin.userType).toBe('superadmin');
});
