import { API } from '@labbridge/shared-types';
import { call, expect, test, uniqueEmail } from '../fixtures';
import { seriousViolations } from './projects-support';

test('sign up as a researcher, onboard, log out, sign back in', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'a long enough password';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Last name').fill('Curie');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await page.getByText('Researcher/Professor').click();
  await continueButton.click();

  const completeSetup = page.getByRole('button', { name: 'Complete Setup' });
  await expect(page.getByLabel('First name')).toHaveValue('Marie');
  await expect(completeSetup).toBeDisabled();
  await page.getByLabel('Organization').fill('Sorbonne');
  await page.getByLabel('Position').fill('Professor of Physics');
  await expect(completeSetup).toBeEnabled();
  await completeSetup.click();

  await expect(page).toHaveURL(/\/$/);
  // Just registered: welcomed, not welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome, Marie!' })).toBeVisible();

  // Log out from a page other than /: the browser still ends on / (spec §4).
  await page.goto('/profile');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Browse Projects' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await call(page.request, API.auth.currentUser)).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Marie!' })).toBeVisible();
});

test('a wrong password shows Login failed', async ({ page, createUser }) => {
  const user = await createUser({ userType: 'industry' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('definitely wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown route shows 404 Page Not Found, signed out and signed in', async ({
  page,
  signInNewUser,
}) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();

  await signInNewUser({ userType: 'researcher' });
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a signed-in user without a userType is sent to onboarding whatever the path', async ({
  page,
}) => {
  // The API accepts a registration without a role; the page's request shares its cookies.
  const registered = await call(page.request, API.auth.register, {
    body: {
      email: uniqueEmail('no-role'),
      password: 'a long enough password',
      firstName: 'Nora',
      lastName: 'Role',
    },
  });
  expect(registered.status()).toBe(201);
  expect((await registered.json()).userType).toBeNull();
  for (const path of ['/', '/projects', '/profile', '/messages']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding(\?next=|$)/);
  }
});

test('no serious accessibility violations on landing, auth and onboarding', async ({
  page,
  signInNewUser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Browse Projects' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInNewUser({ onboard: false });
  await page.goto('/onboarding');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
