import { API, RECORDED_TERMS_HEADING } from '@labbridge/shared-types';
import {
  callOk,
  equityAgreement,
  expect,
  finalizeDocument,
  listingTitled,
  signDocument,
  test,
} from '../fixtures';
import { documentDialog } from './document-support';
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

test('the document dialog shows the terms recorded for an equity agreement, follows a change of them, and keeps them in view of the Sign form', async ({
  openAs,
  createDeal,
}) => {
  const { researcher, documentId, api } = await createDeal({
    names: { researcher: 'Chien-Shiung Wu', industry: 'Enrico Fermi' },
    listing: listingTitled(`Beta decay detector ${uniqueWord()}`),
    proposal: { proposalMessage: 'Build the detector together?', proposedEquity: 40 },
    document: equityAgreement('Detector calibrated'),
  });
  const { page } = await openAs(researcher);
  await page.goto(`/documents?document=${documentId}`);
  const dialog = documentDialog(page);
  const terms = dialog.getByRole('region', { name: RECORDED_TERMS_HEADING });
  const value = (label: string) =>
    terms.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Equity split')).toHaveText('Researcher 60%, Industry Partner 40%');
  await expect(value('Vesting cliff')).toHaveText('12 months');
  await expect(value('Vesting period')).toHaveText('48 months');
  await expect(value('Vesting frequency')).toHaveText('Monthly instalments');
  await expect(value('Milestones').getByRole('listitem')).toHaveText(['Detector calibrated: 25%']);
  await expect(value('Confidentiality period')).toHaveText('5 years after the Agreement ends');
  expect(await seriousViolations(page)).toEqual([]);

  // The other party changes the terms (the unedited text's passages follow): the dialog follows.
  const params = { id: documentId };
  const { version } = await callOk(api.industry, API.documents.detail, { params });
  await callOk(api.industry, API.documents.update, {
    params,
    body: {
      version,
      terms: {
        vestingSchedule: { cliffPeriod: 6, vestingPeriod: 24, vestingFrequency: 'quarterly' },
      },
    },
  });
  await expect(value('Vesting cliff')).toHaveText('6 months');
  await expect(value('Vesting frequency')).toHaveText('Quarterly instalments');
  await expect(value('Milestones')).toHaveText('None: all equity vests over time');

  // Sent for signatures, the same terms stand above the form that signs them.
  await finalizeDocument(api.industry, documentId);
  await dialog.getByRole('tab', { name: 'Signatures' }).click();
  await expect(dialog.getByRole('form', { name: 'Sign this document' })).toBeVisible();
  await expect(value('Equity split')).toHaveText('Researcher 60%, Industry Partner 40%');
  await expect(value('Vesting cliff')).toHaveText('6 months');
  expect(await seriousViolations(page)).toEqual([]);
});
