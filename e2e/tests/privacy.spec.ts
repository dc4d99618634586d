import { readFile } from 'node:fs/promises';
import { API } from '@labbridge/shared-types';
import { call, expect, test } from '../fixtures';
import { toastText } from './projects-support';

test('Settings: download my data as JSON, then delete the account; the partner sees Deleted user', async ({
  openAs,
  createUser,
  messageFrom,
}) => {
  const me = await createUser({ userType: 'researcher', firstName: 'Irene', lastName: 'Joliot' });
  const partner = await createUser({
    userType: 'industry',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const stranger = await createUser({ userType: 'industry', firstName: 'Stan', lastName: 'Ger' });
  await messageFrom(partner, me, 'Hello Irene, about your isotopes');
  await messageFrom(me, partner, 'Happy to talk, Grace');
  await messageFrom(partner, stranger, 'A message Irene must never see');

  const mine = await openAs(me);
  const theirs = await openAs(partner);
  const { page } = mine;
  await page.goto('/profile?tab=settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('labbridge-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ id: me.id, email: me.email, firstName: 'Irene' });
  expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
    'Hello Irene, about your isotopes',
    'Happy to talk, Grace',
  ]);
  const text = JSON.stringify(data);
  expect(text).not.toContain('A message Irene must never see');
  expect(text).not.toContain(stranger.email);
  expect(text).not.toContain(partner.email);

  // Deleting asks for the password; a wrong one is refused beside the field.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await expect(toastText(page, 'Deletion failed')).toBeVisible();

  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastText(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Browse Projects' }).first()).toBeVisible();
  expect((await call(page.request, API.auth.currentUser)).status()).toBe(401);

  // The account cannot sign in again.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Invalid email or password')).toBeVisible();

  // The partner's thread keeps the messages, from 'Deleted user'.
  await theirs.page.goto(`/messages?user=${me.id}`);
  const thread = theirs.page.getByRole('list', { name: /^Messages with/ });
  await expect(thread).toHaveAccessibleName('Messages with Deleted user');
  await expect(thread.getByText('Hello Irene, about your isotopes')).toBeVisible();
  await expect(theirs.page.getByText('Irene Joliot')).toHaveCount(0);
});
