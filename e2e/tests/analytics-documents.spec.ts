import { expect, test } from '../fixtures';
import { seriousViolations, uniqueWord } from './projects-support';

test('a researcher sees a real view of their listing on /analytics and can change the period', async ({
  page,
  openAs,
  createPartners,
  signIn,
}) => {
  const title = `Analytics listing ${uniqueWord()}`;
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Rosalind', industry: 'Ivan' },
    { title, description: 'A listing whose views the analytics page counts.', category: 'energy' },
  );

  // The industry user opens the listing in a browser of their own: that is one view.
  const visitor = await openAs(industry);
  await visitor.page.goto(`/projects/${projectId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.context.close();

  await signIn(researcher);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const views = page.locator('[data-stat="views"] dd');
  await expect(views).toHaveText(/^\d+$/);
  expect(Number(await views.textContent())).toBeGreaterThanOrEqual(1);
  const topRow = page.getByRole('row').filter({ hasText: title });
  await expect(topRow.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expect(topRow.getByRole('cell').last()).toHaveText('1');
  await expect(page.getByText('No analytics data available')).toHaveCount(0);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/\/analytics\?period=90d$/);
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('columnheader', { name: 'Views (90 days)' })).toBeVisible();
  await expect(views).toHaveText('1');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/analytics\?period=7d$/);
  await expect(page.getByRole('columnheader', { name: 'Views (7 days)' })).toBeVisible();

  // The period survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(views).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a new user sees empty states, never sample numbers, on /analytics and /documents', async ({
  page,
  signInNewUser,
}) => {
  await signInNewUser({ userType: 'industry' });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('No analytics data available')).toBeVisible();
  for (const sample of ['2400', '2,400', '156', '78%', '92%', '85%']) {
    await expect(page.getByText(sample, { exact: true })).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Legal Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeVisible();
  await expect(page.getByText('No documents generated yet')).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard's document tiles lead to the same page, on its Generate tab.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'POC Agreement', exact: true }).click();
  await expect(page).toHaveURL(/\/documents\?tab=generate&type=POC$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeVisible();
});
