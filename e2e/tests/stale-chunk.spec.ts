import { expect, test } from '../fixtures';

test('a page chunk gone after a deploy reloads the page once, and the page opens', async ({
  page,
  signInNewUser,
}) => {
  await signInNewUser({ userType: 'researcher' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  // The first request for the profile page's chunk fails as it would once a deploy removed it.
  let requested = 0;
  await page.route(/\/assets\/profile-page-[^/]*\.js$/, (route) =>
    requested++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(requested).toBe(2);
  expect(loads).toBe(1);
});
