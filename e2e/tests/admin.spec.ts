import { API } from '@labbridge/shared-types';
import { call, callOk, createListing, expect, test } from '../fixtures';
import { uniqueWord } from './projects-support';
import { socketConnected } from './realtime-support';

test('a new listing reaches the open admin dashboard live; approving it rings the researcher’s bell', async ({
  openAs,
  baseURL,
  admin,
  createUser,
}) => {
  test.slow();
  const office = await openAs(await admin());
  const researcher = await createUser({
    userType: 'researcher',
    firstName: 'Ada',
    lastName: 'Yonath',
  });
  const lab = await openAs(researcher);

  const officeLive = socketConnected(office.page);
  await office.page.goto('/?tab=approvals');
  await expect(
    office.page.getByRole('heading', { name: 'Tech Transfer Office Dashboard' }),
  ).toBeVisible();
  await officeLive;
  const labLive = socketConnected(lab.page);
  await lab.page.goto('/');
  await labLive;
  const bell = lab.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const title = `Ribosome sensor ${uniqueWord()}`;
  await createListing(baseURL!, researcher, {
    title,
    description: 'A listing made in another browser.',
    category: 'biotechnology',
  });

  // No reload: approval:new put it in the list and the banner counts it.
  const item = office.page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(office.page.getByText(/\d+ items? requires? your approval/)).toBeVisible();
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(office.page.getByText('Project approved successfully').first()).toBeVisible();
  await expect(item).toHaveCount(0);

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(lab.page.getByRole('menu').getByText('Project approved')).toBeVisible();
});

test('rejecting asks for a reason and hides the listing from the catalogue', async ({
  openAs,
  baseURL,
  admin,
  createUser,
}) => {
  const office = await openAs(await admin());
  const researcher = await createUser({ userType: 'researcher' });
  const title = `Spam listing ${uniqueWord()}`;
  const id = await createListing(baseURL!, researcher, {
    title,
    description: 'Not a research project.',
    category: 'other',
  });
  await office.page.goto('/?tab=approvals');
  await office.page.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = office.page.getByRole('dialog', { name: 'Reject project' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(/Please give a reason/)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Not a research project');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(office.page.getByText('Project rejected').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const visitor = await openAs();
  const res = await call(visitor.page.request, API.projects.detail, { params: { id } });
  expect(res.status()).toBe(404);
});

test('the Projects table pages by 10 and filters; Add User shows a one-time password once', async ({
  openAs,
  admin,
}) => {
  const office = await openAs(await admin());
  await office.page.goto('/?tab=projects');
  const table = office.page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await office.page.getByRole('button', { name: /^Filter/ }).click();
  // Exact: the rows' Approve/Unpublish buttons are labelled with any listing's title.
  await office.page.getByLabel('Stage', { exact: true }).selectOption('ready');
  await expect(table.getByRole('row').nth(1)).toContainText('Market Ready');
  await expect(office.page.getByRole('link', { name: 'Export', exact: true })).toHaveAttribute(
    'href',
    /format=csv/,
  );

  await office.page.getByRole('tab', { name: 'Users' }).click();
  await office.page.getByRole('button', { name: 'Add User' }).click();
  const dialog = office.page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Email').fill(`added-${uniqueWord()}@example.test`);
  await dialog.getByLabel('First name').fill('Added');
  await dialog.getByLabel('Last name').fill('Person');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(office.page.getByTestId('one-time-password')).toHaveText(/^[\w-]{24}$/);
});

test('a researcher who forces the admin dashboard is told it is restricted', async ({
  openAs,
  createUser,
}) => {
  const { page } = await openAs(await createUser({ userType: 'researcher' }));
  await page.goto('/admin');
  await expect(
    page.getByText('Access Restricted - Super admin privileges required to view this dashboard.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tech Transfer Office Dashboard' })).toHaveCount(
    0,
  );
});

test('a long approval queue shows its newest items first and more on demand', async ({
  openAs,
  admin,
  createUser,
}) => {
  test.slow();
  const office = await openAs(await admin());
  const { page } = office;
  const queued = async () =>
    (await callOk(page.request, API.admin.pendingApprovals, { query: { limit: 1 } })).total;
  // Every onboarded account waits for the office: enough of them to pass a page of 50.
  for (let missing = 51 - (await queued()); missing > 0; missing--) {
    await createUser({ userType: 'industry', firstName: 'Queued', lastName: `Partner ${missing}` });
  }
  const newest = await createUser({
    userType: 'researcher',
    firstName: 'Newest',
    lastName: 'Queued',
  });
  const total = await queued();

  await page.goto('/?tab=approvals');
  const items = page.getByRole('region', { name: /Pending approvals/ }).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText(`${newest.firstName} ${newest.lastName}`);
  await expect(page.getByText(`Showing the newest 50 of ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(Math.min(total, 100));
});
