import { API } from '@labbridge/shared-types';
import type { BrowserContext, Page } from '@playwright/test';
import {
  actOn,
  callOk,
  createListing,
  expect,
  listingTitled,
  propose,
  sendMessage,
  test,
} from '../fixtures';
import { seriousViolations, toastText, uniqueWord } from './projects-support';
import { socketConnected } from './realtime-support';

/**
 * Records the title of every toast the page shows, from its first script on: what was shown is
 * then a list to compare, whatever came and went between two assertions.
 */
const recordToasts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, { __toastTitles: titles });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const roots = node.matches('.toast-root')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('.toast-root'));
          for (const root of roots) {
            titles.push(root.querySelector('div > :first-child')?.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
const toastTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastTitles: string[] }).__toastTitles);

test('my collaborations list both sides live; the proposer withdraws, either party completes', async ({
  openAs,
  baseURL,
  createPartners,
  apiAs,
}) => {
  test.slow();
  const { researcher, industry } = await createPartners({
    researcher: 'Lise Meitner',
    industry: 'Otto Hahn',
  });
  const word = uniqueWord();
  const sensor = `Fission sensor ${word}`;
  const tracer = `Isotope tracer ${word}`;
  const sensorId = await createListing(baseURL!, researcher, {
    title: sensor,
    description: 'A sensor.',
    category: 'energy',
  });
  const tracerId = await createListing(baseURL!, researcher, {
    title: tracer,
    description: 'A tracer.',
    category: 'healthcare',
  });
  const api = await apiAs(industry);
  await propose(api, sensorId, 'Pilot the sensor with us?');
  await propose(api, tracerId, 'License the tracer?');
  // Their alerts are another test's subject: here only the later steps' alerts show.
  const owner = await apiAs(researcher);
  await callOk(owner, API.notifications.readAll);

  const r = await openAs(researcher);
  const i = await openAs(industry);
  // The researcher reaches the list from the dashboard's counter of open collaborations.
  await r.page.goto('/');
  await r.page.getByRole('link', { name: 'Collaborations', exact: true }).click();
  await expect(r.page).toHaveURL(/\/collaborations\?status=open$/);
  await expect(r.page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
  const rList = r.page.getByRole('list', { name: 'My collaborations' });
  const rRow = (title: string) => rList.getByRole('listitem').filter({ hasText: title });
  await expect(rList.getByRole('listitem')).toHaveCount(2);
  for (const title of [sensor, tracer]) {
    await expect(rRow(title)).toContainText('Proposal from Otto Hahn');
    await expect(rRow(title)).toContainText('Awaiting your reply');
    await expect(rRow(title)).toContainText('Pending');
  }
  expect(await seriousViolations(r.page)).toEqual([]);

  // The proposer keeps their own list open, from the documents page.
  const industryLive = socketConnected(i.page);
  await i.page.goto('/documents');
  await i.page.getByRole('link', { name: 'My Collaborations' }).click();
  await expect(i.page).toHaveURL(/\/collaborations$/);
  await industryLive;
  const iList = i.page.getByRole('list', { name: 'My collaborations' });
  const iRow = (title: string) => iList.getByRole('listitem').filter({ hasText: title });
  await expect(iRow(tracer)).toContainText('Your proposal to Lise Meitner');
  await expect(iRow(tracer)).not.toContainText('Awaiting your reply');

  // Accepting the tracer shows on the proposer's list without a reload.
  await rRow(tracer).getByRole('link', { name: tracer }).click();
  await r.page.getByRole('button', { name: 'Accept' }).click();
  await expect(toastText(r.page, 'Proposal Accepted')).toBeVisible();
  await expect(iRow(tracer)).toContainText('Active');

  // The proposer withdraws the sensor proposal; the researcher's page follows live.
  const researcherLive = socketConnected(r.page);
  await r.page.goto('/collaborations?status=pending');
  await researcherLive;
  await expect(rList.getByRole('listitem')).toHaveCount(1);
  await iRow(sensor).getByRole('link', { name: sensor }).click();
  await i.page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = i.page.getByRole('dialog', { name: 'Withdraw your proposal?' });
  await withdraw.getByLabel('Note').fill('Our budget moved to next year.');
  await withdraw.getByRole('button', { name: 'Withdraw Proposal' }).click();
  await expect(toastText(i.page, 'Proposal Withdrawn')).toBeVisible();
  await expect(i.page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(i.page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(i.page.getByRole('list', { name: 'Status history' })).toContainText(
    'Our budget moved to next year.',
  );
  await expect(toastText(r.page, 'Proposal withdrawn')).toBeVisible();
  await r.page.locator('.toast-root').getByRole('button', { name: 'Close' }).click();
  await expect(r.page.getByText('No collaborations with this status')).toBeVisible();

  // The proposer marks the accepted one completed; the researcher is told live.
  await i.page.getByRole('link', { name: 'Collaborations', exact: true }).click();
  await iRow(tracer).getByRole('link', { name: tracer }).click();
  await i.page.getByRole('button', { name: 'Mark Completed' }).click();
  await i.page
    .getByRole('dialog', { name: 'Mark this collaboration completed?' })
    .getByRole('button', { name: 'Mark Completed' })
    .click();
  await expect(toastText(i.page, 'Collaboration Completed')).toBeVisible();
  await expect(i.page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(i.page.getByRole('link', { name: 'Generate Document' })).toHaveCount(0);
  await expect(toastText(r.page, 'Collaboration completed')).toBeVisible();

  // Every step reads the same on the researcher's full list.
  await r.page.getByLabel('Status').selectOption('all');
  await expect(rRow(sensor)).toContainText('Withdrawn');
  await expect(rRow(tracer)).toContainText('Completed');
  expect(await seriousViolations(i.page)).toEqual([]);
});

test('a collaboration alert shows once: a reload does not show it again', async ({
  openAs,
  createPartners,
  apiAs,
}) => {
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Chien-Shiung', industry: 'Enrico Fermi' },
    listingTitled(`Beta decay rig ${uniqueWord()}`),
  );
  const r = await openAs(researcher);
  await recordToasts(r.context);
  const api = await apiAs(industry);
  const live = socketConnected(r.page);
  await r.page.goto('/');
  await live;
  await propose(api, projectId, 'Build it together?');
  await expect(toastText(r.page, 'New collaboration proposal')).toBeVisible();

  // After a reload the proposal is still unread in the bell, but its alert is not repeated:
  // the next toast is the next notification's.
  const again = socketConnected(r.page);
  await r.page.reload();
  await again;
  await expect(r.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await sendMessage(api, researcher.id, 'Did you see my proposal?');
  await expect(toastText(r.page, 'New message from Enrico Fermi')).toBeVisible();
  expect(await toastTitles(r.page)).toEqual(['New message from Enrico Fermi']);
});

test('failures say so (Failed to Send, Update Failed, Generation Failed); the documents list filters and leads to the deal', async ({
  page,
  createPartners,
  signIn,
  apiAs,
}) => {
  test.slow();
  const title = `Ammonia catalyst ${uniqueWord()}`;
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Emmy', industry: 'Carl Bosch' },
    listingTitled(title),
  );
  const owner = await apiAs(researcher);
  // The proposal cannot reach the server: the spec's text, and the dialog keeps the draft.
  await signIn(industry);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Start Collaboration' }).click();
  const proposal = page.getByRole('dialog');
  await proposal.getByLabel('Proposal').fill('A pilot plant?');
  await page.route('**/api/collaborations', (route) => route.abort('connectionrefused'));
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toastText(page, 'Failed to Send')).toBeVisible();
  await expect(
    toastText(page, 'Could not send collaboration request. Please try again.'),
  ).toBeVisible();
  await expect(proposal.getByLabel('Proposal')).toHaveValue('A pilot plant?');
  await page.unroute('**/api/collaborations');

  // The server refuses it (the listing was archived meanwhile): the reason is given.
  await callOk(owner, API.projects.archive, { params: { id: projectId } });
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toastText(page, 'Failed to Send')).toBeVisible();
  await expect(toastText(page, 'Project not found')).toBeVisible();
  await callOk(owner, API.projects.restore, { params: { id: projectId } });

  // A step that fails leaves the collaboration as it was and says why.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Start Collaboration' }).click();
  await page.getByRole('dialog').getByLabel('Proposal').fill('A pilot plant?');
  await page.getByRole('dialog').getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toastText(page, 'Collaboration Request Sent')).toBeVisible();
  await page.getByRole('link', { name: 'View Collaboration' }).click();
  const collaborationId = Number(page.url().match(/\/collaborations\/(\d+)$/)![1]);
  await page.route('**/api/collaborations/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('button', { name: 'Withdraw Proposal' }).click();
  await expect(toastText(page, 'Update Failed')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.unroute('**/api/collaborations/*');
  await page.keyboard.press('Escape');

  // Generating from the accepted collaboration shows its progress.
  await actOn(owner, collaborationId, { action: 'accept' });
  const generatePage = `/documents?tab=generate&collaboration=${collaborationId}`;
  await page.goto(generatePage);
  await expect(page.getByLabel('Project title')).toHaveValue(title);
  // The listing gives no timeline and the proposal named none.
  await page.getByLabel('Timeline').fill('12 months');
  // Held at the network until the progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/legal/generate-document', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Generate Document' }).click();
  await expect(page.getByRole('progressbar', { name: 'Generating document' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'Document Generated')).toBeVisible();
  await page.unroute('**/api/legal/generate-document');
  const doc = page.getByRole('dialog');
  await expect(doc.getByRole('tab', { name: 'Preview' })).toBeVisible();

  // The documents list leads to the deal the document belongs to; the dashboard no longer
  // says there are none.
  await doc.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(doc).toBeHidden();
  // The list filters by status and type on the server, and says when nothing matches.
  const documents = page.getByRole('list', { name: 'Documents' });
  await page.getByLabel('Status').selectOption('fully_executed');
  await expect(page).toHaveURL(/status=fully_executed/);
  await expect(page.getByText('No documents match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Status').selectOption('draft');
  await page.getByLabel('Type').selectOption('NDA');
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText('Draft');
  await documents.getByRole('link', { name: /^Collaboration of / }).click();
  await expect(page).toHaveURL(new RegExp(`/collaborations/${collaborationId}$`));
  await expect(page.getByRole('list', { name: 'Linked documents' })).toContainText('Draft');
  await page.goto('/');
  await expect(page.getByText('1 document generated', { exact: true })).toBeVisible();
  await expect(page.getByText('No documents generated yet')).toHaveCount(0);

  // The collaboration is completed while the form is open: generation is refused, as the
  // spec's toast says.
  await page.goto(generatePage);
  await expect(page.getByLabel('Project title')).toHaveValue(title);
  await page.getByLabel('Timeline').fill('12 months');
  await actOn(owner, collaborationId, { action: 'complete' });
  await page.getByRole('button', { name: 'Generate Document' }).click();
  await expect(toastText(page, 'Generation Failed')).toBeVisible();
  await expect(
    toastText(page, 'Unable to generate legal document. Please check all required fields.'),
  ).toBeVisible();
});
