import { API } from '@labbridge/shared-types';
import { callOk, expect, test } from '../fixtures';
import { namedFile, seriousViolations, tinyPng, toastText } from './projects-support';

test('a user uploads a profile photo and a header image, and the public profile shows them', async ({
  page,
  signInNewUser,
}) => {
  const user = await signInNewUser({
    userType: 'researcher',
    firstName: 'Dorothy',
    lastName: 'Hodgkin',
  });
  await page.goto('/profile');

  await page.getByTestId('upload-photo-input').setInputFiles(namedFile('me.png', tinyPng()));
  await expect(page.getByLabel('Profile photo URL')).toHaveValue(/^\/api\/uploads\/.+\.png$/);
  await expect(page.locator('form img[src^="/api/uploads/"]')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Profile Updated')).toBeVisible();
  // The account menu shows the new photo in place of the initials.
  await expect(
    page.getByRole('button', { name: /Account menu/ }).locator('img[src^="/api/uploads/"]'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Header Design' }).click();
  await page
    .getByTestId('upload-header-image-input')
    .setInputFiles(namedFile('banner.png', tinyPng()));
  await expect(page.getByLabel('Header image URL')).toHaveValue(/^\/api\/uploads\/.+\.png$/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Profile Updated').first()).toBeVisible();

  const me = await callOk(page.request, API.auth.currentUser);
  expect(me.profileImageUrl).toMatch(/^\/api\/uploads\//);
  expect(me.headerImageUrl).toMatch(/^\/api\/uploads\//);
  const photo = await page.request.get(me.profileImageUrl!);
  expect(photo.headers()['content-type']).toBe('image/png');

  await page.goto(`/profile/${user.id}`);
  await expect(page.getByRole('main').locator(`img[src="${me.profileImageUrl}"]`)).toBeVisible();
  await expect(page.getByRole('main').locator(`img[src="${me.headerImageUrl}"]`)).toHaveCount(1);

  await page.goto('/profile');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a text file is refused as a profile photo', async ({ page, signInNewUser }) => {
  await signInNewUser({ userType: 'industry' });
  await page.goto('/profile');
  await page
    .getByTestId('upload-photo-input')
    .setInputFiles(namedFile('notes.txt', Buffer.from('not an image')));
  await expect(toastText(page, 'Invalid File Type')).toBeVisible();
  await expect(page.getByLabel('Profile photo URL')).toHaveValue('');
});
