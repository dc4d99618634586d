import {
  equityAgreement,
  expect,
  finalizeDocument,
  listingTitled,
  signDocument,
  test,
} from '../fixtures';
import { seriousViolations, uniqueWord } from './projects-support';

test('an executed equity agreement vests on the Vesting tab and the dashboard; a milestone unlocks when both mark it', async ({
  openAs,
  createDeal,
}) => {
  test.slow();
  const { researcher, industry, documentId, api } = await createDeal({
    names: { researcher: 'Lise Meitner', industry: 'Otto Hahn' },
    listing: listingTitled(`Fission counter ${uniqueWord()}`),
    proposal: { proposalMessage: 'Co-develop the counter?', proposedEquity: 40 },
    document: equityAgreement('Prototype certified'),
  });
  await finalizeDocument(api.industry, documentId);
  await signDocument(api.industry, documentId, 'Otto Hahn');

  const researcherPage = await openAs(researcher);
  const industryPage = await openAs(industry);
  // Before the researcher signs, their dashboard counts it as pending, and the deal as open.
  const rp = researcherPage.page;
  await rp.goto('/');
  const stat = (label: string) => rp.getByText(label, { exact: true }).locator('..');
  await expect(stat('Pending Documents')).toContainText('1');
  await expect(stat('Collaborations')).toContainText('1');
  await signDocument(api.researcher, documentId, 'Lise Meitner');
  await rp.reload();
  await expect(stat('Pending Documents')).toContainText('0');
  const panel = rp.getByRole('heading', { name: 'Active Vesting Schedules' }).locator('../..');
  await expect(panel.getByRole('heading', { name: 'Otto Hahn' })).toBeVisible();
  await expect(panel.getByText('0% of 60% equity unlocked')).toBeVisible();

  // The industry partner marks the milestone; it waits for the researcher, live.
  const ip = industryPage.page;
  await ip.goto('/documents?tab=vesting');
  const card = ip.getByRole('listitem').filter({ hasText: 'Lise Meitner' });
  await expect(card.getByText('In cliff')).toBeVisible();
  await expect(card.getByText('0% of 40% equity unlocked')).toBeVisible();
  await card.getByRole('button', { name: 'Mark complete: Prototype certified' }).click();
  await expect(card.getByText('You marked it complete; waiting for Lise Meitner')).toBeVisible();

  await rp.goto('/documents?tab=vesting');
  const rCard = rp.getByRole('listitem').filter({ hasText: 'Otto Hahn' });
  await expect(rCard.getByText('Otto Hahn marked it complete; waiting for you')).toBeVisible();
  await rCard.getByRole('button', { name: 'Mark complete: Prototype certified' }).click();
  await expect(rCard.getByText(/^Unlocked /)).toBeVisible();
  await expect(rCard.getByText('15% of 60% equity unlocked')).toBeVisible();
  await expect(rCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  expect(await seriousViolations(rp)).toEqual([]);

  // The other party's open tab follows.
  await expect(card.getByText('10% of 40% equity unlocked')).toBeVisible();
  await expect(card.getByText(/^Unlocked /)).toBeVisible();
});
