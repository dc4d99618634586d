import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, listingTitled, propose, test } from '../fixtures';
import { editorOf, openEditor, typeAtEnd } from './document-support';
import { seriousViolations, toastText, uniqueWord } from './projects-support';
import { socketConnected } from './realtime-support';

const dialog = (page: Page) => page.getByRole('dialog');
/** The signature row of one party in the document dialog. */
const signer = (page: Page, name: string) =>
  dialog(page)
    .getByRole('region', { name: 'Signatures' })
    .getByRole('listitem')
    .filter({ hasText: name });

test('a deal from proposal to a signed PDF: propose, accept live, generate, edit, finalise, both sign', async ({
  openAs,
  baseURL,
  createPartners,
}) => {
  test.slow();
  const title = `Benchtop diffraction ${uniqueWord()}`;
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Rosalind Franklin', industry: 'Grace Hopper' },
    listingTitled(title),
  );

  const r = await openAs(researcher);
  const i = await openAs(industry);
  // The researcher is on the dashboard, connected, when the proposal is sent.
  const researcherLive = socketConnected(r.page);
  await r.page.goto('/');
  await researcherLive;

  await i.page.goto(`/projects/${projectId}`);
  await i.page.getByRole('button', { name: 'Start Collaboration' }).click();
  const proposal = dialog(i.page);
  await expect(proposal.getByRole('heading', { name: 'Start Collaboration' })).toBeVisible();
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toastText(i.page, 'Proposal Required')).toBeVisible();
  await proposal.getByLabel('Proposal').fill('Let us run your method in our plant for six months.');
  await proposal.getByLabel('Proposed equity (%)').fill('12.5');
  await proposal.getByLabel('Proposed timeline').fill('6 months');
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toastText(i.page, 'Collaboration Request Sent')).toBeVisible();
  await expect(proposal).toBeHidden();

  // The proposer follows the deal from its page.
  await i.page.getByRole('link', { name: 'View Collaboration' }).click();
  await expect(i.page).toHaveURL(/\/collaborations\/\d+$/);
  await expect(i.page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(i.page.getByText('12.5%')).toBeVisible();

  // It reaches the researcher live, as a toast and in the bell, which leads to the deal.
  await expect(toastText(r.page, 'New collaboration proposal')).toBeVisible();
  await r.page.getByRole('button', { name: /^Notifications/ }).click();
  await r.page.getByRole('menuitem', { name: /New collaboration proposal/ }).click();
  await expect(r.page).toHaveURL(i.page.url().replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(
    r.page.getByRole('heading', { level: 1, name: `Collaboration on ${title}` }),
  ).toBeVisible();
  await r.page.getByRole('button', { name: 'Accept' }).click();
  await expect(toastText(r.page, 'Proposal Accepted')).toBeVisible();
  await expect(r.page.getByText('Active', { exact: true })).toBeVisible();
  expect(await seriousViolations(r.page)).toEqual([]);

  // The proposer's open page turns active without a reload, with the step in its history.
  await expect(i.page.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    i.page.getByRole('list', { name: 'Status history' }).getByText('Accepted'),
  ).toBeVisible();

  // The industry user generates an NDA from the collaboration, pre-filled.
  await i.page.getByRole('link', { name: 'Generate Document' }).click();
  await expect(i.page).toHaveURL(/tab=generate&collaboration=\d+/);
  await expect(i.page.getByLabel('Project title')).toHaveValue(title);
  const collaborationId = i.page.url().match(/collaboration=(\d+)/)![1]!;
  await expect(i.page.getByLabel('Start from')).toHaveValue(collaborationId);
  await expect(i.page.getByLabel('Document type')).toHaveValue('NDA');
  await expect(
    i.page.getByText('Generated documents need legal review before execution.', { exact: false }),
  ).toBeVisible();
  await i.page.getByRole('button', { name: 'Generate Document' }).click();
  await expect(toastText(i.page, 'Document Generated')).toBeVisible();
  const doc = dialog(i.page);
  await expect(
    doc.getByRole('heading', { level: 2, name: /Non-Disclosure Agreement/ }),
  ).toBeVisible();
  const documentUrl = new URL(i.page.url());
  const documentId = documentUrl.searchParams.get('document');
  expect(documentId).toMatch(/^\d+$/);

  // The researcher opens it too; both edit the one shared text, each seeing the other's words.
  await r.page.goto(`/documents?document=${documentId}`);
  const rDoc = dialog(r.page);
  await openEditor(r.page);
  await expect(editorOf(r.page)).toContainText('Non-Disclosure Agreement');
  await typeAtEnd(r.page, ' Researcher draft note.');

  await openEditor(i.page);
  await expect(editorOf(i.page)).toContainText('Researcher draft note.');
  await typeAtEnd(i.page, ' Clause added by Grace.');
  await expect(editorOf(r.page)).toContainText('Clause added by Grace.');
  await expect(doc.getByText('All changes saved', { exact: true })).toBeVisible();
  await expect(rDoc.getByText('All changes saved', { exact: true })).toBeVisible();
  await rDoc.getByRole('tab', { name: 'Signatures' }).click();

  // Finalise and sign, each in their own browser.
  await doc.getByRole('tab', { name: 'Preview' }).click();
  await expect(doc.getByRole('article')).toContainText('Clause added by Grace.');
  await doc.getByRole('tab', { name: 'Signatures' }).click();
  await doc.getByRole('button', { name: 'Send for Signatures' }).click();
  await i.page
    .getByRole('dialog', { name: 'Send for signatures?' })
    .getByRole('button', { name: 'Send for Signatures' })
    .click();
  await expect(toastText(i.page, 'Document Finalized')).toBeVisible();
  await expect(doc.getByText('Pending Signatures', { exact: true })).toBeVisible();

  const sign = async (page: Page, name: string) => {
    const form = page.getByRole('form', { name: 'Sign this document' });
    const button = form.getByRole('button', { name: 'Sign Document' });
    await form.getByLabel('Type your full name').fill(name);
    await expect(button).toBeDisabled();
    await form
      .getByRole('checkbox', { name: /typing my full name is my electronic signature/ })
      .check();
    await button.click();
  };
  await sign(i.page, 'Grace Hopper');
  await expect(toastText(i.page, 'Document Signed')).toBeVisible();
  await expect(signer(i.page, 'Grace Hopper')).toContainText(/Signed .* as “Grace Hopper”/);
  await expect(signer(i.page, 'Rosalind Franklin')).toContainText('Pending');

  // The researcher's open dialog has followed live: the Sign form is there.
  await sign(r.page, 'Rosalind Franklin');
  await expect(toastText(r.page, 'Document Fully Executed')).toBeVisible();
  await expect(rDoc.getByText('Fully Executed', { exact: true })).toBeVisible();

  // Both see it executed; the PDF downloads.
  await expect(doc.getByText('Fully Executed', { exact: true })).toBeVisible();
  await expect(signer(i.page, 'Rosalind Franklin')).toContainText(
    /Signed .* as “Rosalind Franklin”/,
  );
  const [download] = await Promise.all([
    i.page.waitForEvent('download'),
    doc.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(doc.getByRole('list', { name: 'Audit trail' })).toContainText('Fully executed');
  expect(await seriousViolations(i.page)).toEqual([]);

  // Anyone holding it can verify it.
  await doc.getByRole('link', { name: 'verify it' }).click();
  await expect(i.page.getByText('Verified: fully executed on LabBridge')).toBeVisible();
  await expect(i.page.getByText('Signed by Grace Hopper', { exact: false })).toBeVisible();

  // Each step is a card in the two parties' thread, leading back to the deal.
  await i.page.goto(`/messages?user=${researcher.id}`);
  const thread = i.page.getByRole('list', { name: 'Messages with Rosalind Franklin' });
  await expect(thread.getByText('Collaboration proposed')).toBeVisible();
  await expect(thread.getByText('Collaboration accepted')).toBeVisible();
  await thread.getByRole('link', { name: 'View collaboration' }).last().click();
  await expect(i.page).toHaveURL(/\/collaborations\/\d+$/);
  await expect(
    i.page.getByRole('list', { name: 'Linked documents' }).getByText('Fully Executed'),
  ).toBeVisible();
  expect(await seriousViolations(i.page)).toEqual([]);

  // The documents page lists it as executed.
  await i.page.goto('/documents?tab=signatures');
  await expect(
    i.page
      .getByRole('list', { name: 'Fully executed' })
      .getByRole('link', { name: /^Mutual Non-Disclosure Agreement/ }),
  ).toBeVisible();
  expect(await seriousViolations(i.page)).toEqual([]);
});

test('dashboard tiles open the Generate tab with their type; empty states until documents exist', async ({
  page,
  signInNewUser,
}) => {
  const user = await signInNewUser({ userType: 'industry', firstName: 'Ivan' });
  await page.goto('/');
  await expect(page.getByText('No documents generated yet')).toBeVisible();
  const vesting = page.getByRole('heading', { name: 'Active Vesting Schedules' }).locator('../..');
  await expect(vesting.getByText('No active vesting schedules')).toBeVisible();

  for (const [tile, type] of [
    ['POC Agreement', 'POC'],
    ['LOI', 'LOI'],
    ['MOU', 'MOU'],
    ['Vesting Agreement', 'equity_agreement'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('link', { name: tile, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/documents\\?tab=generate&type=${type}$`));
    await expect(page.getByLabel('Document type')).toHaveValue(type);
  }

  // The equity agreement's split: typing one share sets the other.
  await page.getByLabel('Researcher equity (%)').fill('72.5');
  await expect(page.getByLabel('Industry equity (%)')).toHaveValue('27.5');
  await page.getByLabel('Industry equity (%)').fill('10');
  await expect(page.getByLabel('Researcher equity (%)')).toHaveValue('90');
  // Generate waits for the required fields; my own party block is filled in.
  await expect(page.getByLabel('Email').nth(1)).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Generate Document' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents generated yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Vesting' }).click();
  await expect(page.getByText('No active vesting schedules')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the researcher declines with a reason; the proposer sees it live and may propose again', async ({
  openAs,
  createPartners,
  apiAs,
}) => {
  const title = `Radium assay ${uniqueWord()}`;
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Marie Curie', industry: 'Alan Turing' },
    {
      title,
      description: 'A portable assay.',
      category: 'healthcare',
    },
  );
  const id = await propose(await apiAs(industry), projectId, 'A pilot with our lab?');

  const r = await openAs(researcher);
  const i = await openAs(industry);
  const industryLive = socketConnected(i.page);
  await i.page.goto(`/collaborations/${id}`);
  await industryLive;
  await expect(i.page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(i.page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await r.page.goto(`/collaborations/${id}`);
  await r.page.getByRole('button', { name: 'Decline' }).click();
  const decline = r.page.getByRole('dialog', { name: 'Decline this proposal?' });
  await decline.getByRole('radio', { name: 'Not a fit' }).check();
  await decline.getByLabel('Note').fill('We are focusing on diagnostics this year.');
  await decline.getByRole('button', { name: 'Decline Proposal' }).click();
  await expect(toastText(r.page, 'Proposal Declined')).toBeVisible();

  // The proposer's page follows: declined, why, and no step left to take.
  await expect(i.page.getByText('Declined', { exact: true }).first()).toBeVisible();
  const history = i.page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Reason: Not a fit');
  await expect(history).toContainText('We are focusing on diagnostics this year.');
  await expect(i.page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(i.page.getByRole('link', { name: 'Generate Document' })).toHaveCount(0);

  // A declined proposal is closed: the project page offers a new one.
  await i.page.goto(`/projects/${projectId}`);
  await expect(i.page.getByRole('button', { name: 'Start Collaboration' })).toBeVisible();
  await expect(i.page.getByRole('link', { name: /Your proposal to Marie Curie/ })).toBeVisible();
});
