import { API } from '@labbridge/shared-types';
import {
  test as base,
  callOk,
  expect,
  type ListingInput,
  type PartnerNames,
  type Partners,
  propose,
  sendMessage,
} from '../fixtures';
import { seriousViolations, uniqueWord } from './projects-support';

interface Engagement {
  names: PartnerNames;
  listing: ListingInput;
  /** The industry user proposes a collaboration on it too. */
  propose?: boolean;
}

const test = base.extend<{
  /**
   * The researcher's published listing, which the industry user has done what an industry user
   * does with one, through the API: opened it and written about it (and proposed, if asked).
   */
  engagedListing: (engagement: Engagement) => Promise<Partners & { projectId: number }>;
}>({
  engagedListing: async ({ createPartners, apiAs }, use) => {
    await use(async ({ names, listing, propose: proposes = false }) => {
      const partners = await createPartners(names, listing);
      const { researcher, projectId } = partners;
      const industry = await apiAs(partners.industry);
      await callOk(industry, API.projects.detail, { params: { id: projectId } });
      await sendMessage(industry, researcher.id, 'Could we talk about your listing?', {
        projectId,
      });
      if (proposes) await propose(industry, projectId, 'A six-month pilot in our plant?');
      return partners;
    });
  },
});

test('a researcher visiting / sees the home dashboard on their own data', async ({
  page,
  engagedListing,
  signIn,
}) => {
  const title = `Insulin crystallography ${uniqueWord()}`;
  const { researcher, industry, projectId } = await engagedListing({
    names: { researcher: 'Dorothy Hodgkin', industry: 'Ivy Reed' },
    listing: {
      title,
      description: 'Structures of insulin analogues solved at room temperature.',
      category: 'biotechnology',
    },
  });

  await signIn(researcher);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Dorothy/ })).toBeVisible();

  // The AI evaluation panel: the newest listing's real scores, reasons and tips.
  const evaluation = page
    .getByRole('heading', { name: 'AI Evaluation', exact: true })
    .locator('../..');
  await expect(evaluation.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expect(evaluation.getByRole('heading', { name: 'Executability' })).toBeVisible();
  await expect(evaluation.getByText('How to improve').first()).toBeVisible();

  // Quick Stats and the Legal Documents badge are the user's own numbers.
  const stats = page.getByRole('region', { name: 'Quick Stats' });
  await expect(stats.getByText('My active listings').locator('..')).toContainText('1');
  await expect(stats.getByText('My collaborations').locator('..')).toContainText('0');
  for (const sample of ['12', '8', '86']) {
    await expect(stats.getByText(sample, { exact: true })).toHaveCount(0);
  }

  // Recent Activity: the message and the view, each a link to where it happened.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(
    activity.getByRole('link', { name: `Your listing “${title}” was viewed` }),
  ).toHaveAttribute('href', `/projects/${projectId}`);
  await activity.getByRole('link', { name: 'Ivy Reed wrote to you' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?user=${industry.id}$`));
  await expect(page.getByText('Could we talk about your listing?').first()).toBeVisible();
});

test('a researcher without a listing is invited to create one', async ({ page, signInNewUser }) => {
  await signInNewUser();
  await page.goto('/');
  await expect(page.getByText('Get your first AI evaluation')).toBeVisible();
  await page.getByRole('link', { name: 'Create a listing' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test('the analytics page shows the deal funnel and changes with the period; axe finds nothing serious', async ({
  page,
  engagedListing,
  createUser,
  signIn,
  apiAs,
}) => {
  const title = `Maize transposons ${uniqueWord()}`;
  const { researcher, projectId } = await engagedListing({
    names: { researcher: 'Barbara McClintock', industry: 'Otto' },
    listing: {
      title,
      description: 'Jumping genes as a breeding tool.',
      category: 'biotechnology',
    },
    propose: true,
  });
  const idle = await createUser({ userType: 'industry', firstName: 'Nora' });
  const viewer = await apiAs(idle);
  await callOk(viewer, API.projects.detail, { params: { id: projectId } });

  await signIn(researcher);
  await page.goto('/analytics?period=7d');
  await expect(page.getByRole('heading', { level: 2, name: 'Deal funnel' })).toBeVisible();
  // Two signed-in viewers; one of them wrote and proposed: 50 %, from real events.
  const engagement = page.locator('[data-figure="engagement"]');
  await expect(engagement).toContainText('50%');
  await expect(engagement).toContainText('1 of 2 viewers messaged you or proposed');
  await expect(page.locator('[data-figure="collaborationSuccess"]')).toContainText(
    '0 of 1 proposal active or completed',
  );
  await expect(page.locator('[data-figure="documentCompletion"]')).toContainText('No data yet');

  // The views chart's table: one row per day over a week, one per week over 90 days.
  const viewsCard = page
    .getByRole('heading', { name: 'Views of your listings' })
    .locator('../../..');
  const rows = viewsCard.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(1 + 7);
  await viewsCard.getByRole('button', { name: 'Table' }).click();
  await expect(viewsCard.getByRole('columnheader', { name: 'Day' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/period=90d$/);
  await expect(page.getByText('People and deals at each step, the last 90 days.')).toBeVisible();
  await expect(rows).toHaveCount(1 + 13);
  await expect(viewsCard.getByRole('columnheader', { name: 'Week' })).toBeVisible();
  await expect(engagement).toContainText('50%');
  for (const sample of ['78%', '92%', '85%', '2400', '2,400', '156']) {
    await expect(page.getByText(sample, { exact: true })).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('an industry user’s /analytics shows their own pipeline', async ({
  page,
  engagedListing,
  signIn,
}) => {
  const { industry } = await engagedListing({
    names: { researcher: 'Chien-Shiung Wu', industry: 'Otto' },
    listing: {
      title: `Beta decay sensors ${uniqueWord()}`,
      description: 'Parity-violating detectors for isotope assays.',
      category: 'materials',
    },
    propose: true,
  });

  await signIn(industry);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Your pipeline' })).toBeVisible();
  await expect(page.locator('[data-figure="conversations"] dd')).toContainText('1');
  await expect(page.locator('[data-figure="awaitingMine"] dd')).toContainText('0');
  const proposals = page
    .getByRole('heading', { name: 'Your proposals by status' })
    .locator('../../..');
  await expect(proposals).toContainText('1 proposal made in the last 30 days');
  await expect(proposals.getByRole('row', { name: /Pending/ })).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);
});
