import { expect, test } from '../fixtures';

const ERROR_SEEN = 'e2e:error-screen-seen';

/**
 * Runs in the page: notes in the tab's session storage, which outlives the reload, once the route
 * error screen shows, however briefly.
 */
const watchForErrorScreen = (key: string) => {
  new MutationObserver(() => {
    if (document.body?.textContent?.includes('Something went wrong')) {
      sessionStorage.setItem(key, 'yes');
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

test('a page chunk gone after a deploy reloads the page once, and the page opens', async ({
  page,
  signInNewUser,
}) => {
  await signInNewUser({ userType: 'researcher' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  // The profile page's chunk is gone, as after a deploy, until the tab reloads: the reloaded
  // document stands for the new build's, whose chunks exist.
  let gone = true;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
  });
  await page.route(/\/assets\/profile-page-[^/]*\.js$/, (route) => {
    if (!gone) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The error screen must not flash while the reload is on its way.
  await page.addInitScript(watchForErrorScreen, ERROR_SEEN);
  await page.evaluate(watchForErrorScreen, ERROR_SEEN);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(refused).toBeGreaterThan(0);
  expect(loads).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), ERROR_SEEN)).toBeNull();
});
