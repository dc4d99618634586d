import { API } from '@labbridge/shared-types';
import type { Page } from '@playwright/test';
import { callOk, expect, listingTitled, storedThread, test } from '../fixtures';
import { seriousViolations, toastText } from './projects-support';
import { socketConnected } from './realtime-support';

const thread = (page: Page) => page.getByRole('list', { name: /^Messages with/ });
const conversationRow = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name });

test('industry and researcher chat live: list, bell, toast, reply, typing and read receipt', async ({
  openAs,
  createPartners,
}) => {
  const title = 'Benchtop X-ray crystallography';
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Rosalind Franklin', industry: 'Grace Hopper' },
    listingTitled(title),
  );

  const r = await openAs(researcher);
  const i = await openAs(industry);
  await r.page.goto('/messages');
  await expect(r.page.getByText('No conversations yet')).toBeVisible();
  await expect(r.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The project page's Send Message dialog: blank is refused, then it writes to the owner.
  await i.page.goto(`/projects/${projectId}`);
  await i.page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = i.page.getByRole('dialog', { name: 'Send Message to Rosalind Franklin' });
  await dialog.getByLabel('Message').fill('   ');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastText(i.page, 'Message Required')).toBeVisible();
  await dialog.getByLabel('Message').fill('Hello Rosalind, could we license the benchtop setup?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastText(i.page, 'Message Sent')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await storedThread(i.page.request, researcher.id)).toMatchObject([
    { projectId, content: 'Hello Rosalind, could we license the benchtop setup?' },
  ]);

  await i.page.goto(`/messages?user=${researcher.id}`);
  const industryComposer = i.page.getByLabel('Message to Rosalind Franklin');
  await expect(thread(i.page).getByText('could we license the benchtop setup?')).toBeVisible();

  // The researcher's page shows it without reloading: the row, the bell, the badge, the toast.
  const row = conversationRow(r.page, /Grace Hopper/);
  await expect(row).toBeVisible();
  await expect(row).toContainText('could we license');
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(r.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(r.page.getByRole('link', { name: /Messages.*1 unread message$/ })).toBeVisible();
  await expect(toastText(r.page, 'New message from Grace Hopper')).toBeVisible();

  await industryComposer.fill('We can start next month.');
  await industryComposer.press('Enter');
  await expect(r.page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // Opening the conversation reads it: the industry side gets the read receipt.
  await row.click();
  await expect(thread(r.page).getByText('We can start next month.')).toBeVisible();
  await expect(r.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(thread(i.page).getByText('Read', { exact: true })).toBeVisible();
  await expect(i.page.getByText(/^Online/)).toBeVisible();

  // Typing shows on the other side, and the reply arrives back live.
  const researcherComposer = r.page.getByLabel('Message to Grace Hopper');
  await researcherComposer.fill('Happy to talk');
  await expect(i.page.getByText('Rosalind Franklin is typing…')).toBeVisible();
  await researcherComposer.fill('Happy to talk. Does Tuesday suit you?');
  await researcherComposer.press('Enter');
  await expect(thread(i.page).getByText('Does Tuesday suit you?')).toBeVisible();
  await expect(i.page.getByText('Rosalind Franklin is typing…')).toHaveCount(0);
  await expect(thread(r.page).getByRole('listitem')).toHaveCount(3);
});

test('a partner who is already online shows as Online when the conversation is opened in-app', async ({
  openAs,
  createPartners,
  messageFrom,
}) => {
  const { researcher, industry } = await createPartners({
    researcher: 'Chien-Shiung Wu',
    industry: 'Hedy Lamarr',
  });
  await messageFrom(industry, researcher, 'Earlier note');

  const r = await openAs(researcher);
  const i = await openAs(industry);
  // The researcher is connected before the industry user's page opens, so no live 'came
  // online' announcement can reach that page later: it has to learn the state on its own.
  const researcherConnected = socketConnected(r.page);
  await r.page.goto('/');
  await researcherConnected;
  await expect(r.page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await i.page.goto('/');
  await i.page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await conversationRow(i.page, /Chien-Shiung Wu/).click();
  await expect(i.page.getByLabel('Message to Chien-Shiung Wu')).toBeVisible();
  await expect(i.page.getByText(/^Online/)).toBeVisible();
});

test('an alert toast on the messages page leaves the composer’s Send button free', async ({
  openAs,
  createPartners,
  createUser,
  messageFrom,
}) => {
  const { researcher, industry: open } = await createPartners({ industry: 'Open Thread' });
  const other = await createUser({ userType: 'industry', firstName: 'Ada', lastName: 'Yonath' });
  await messageFrom(open, researcher, 'The conversation on screen');

  const { page } = await openAs(researcher, { viewport: { width: 1280, height: 850 } });
  const connected = socketConnected(page);
  await page.goto(`/messages?user=${open.id}`);
  await expect(thread(page).getByText('The conversation on screen')).toBeVisible();
  await connected;

  await messageFrom(other, researcher, 'A message from someone else');
  const alert = page.locator('li.toast-root', { hasText: 'New message from Ada Yonath' });
  await expect(alert).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });
  const [a, b] = [(await alert.boundingBox())!, (await send.boundingBox())!];
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} covers Send ${JSON.stringify(b)}`).toBe(false);
});

test('AI reply suggestions know the conversation’s project', async ({
  page,
  createPartners,
  signIn,
  messageFrom,
}) => {
  const title = 'Rhenium catalysts';
  const { researcher, industry, projectId } = await createPartners(
    { industry: 'Ida Noddack' },
    listingTitled(title),
  );
  await messageFrom(industry, researcher, 'Hello there!', { projectId });
  await signIn(researcher);

  await page.goto(`/messages?user=${industry.id}`);
  await expect(thread(page).getByText('Hello there!')).toBeVisible();
  await page.getByRole('button', { name: 'AI reply suggestions off' }).click();
  await expect(
    page.getByRole('button', { name: `Hi! Thanks for your interest in "${title}".` }),
  ).toBeVisible();
});

test('the Chat deep link opens the conversation about the project', async ({
  page,
  createPartners,
  signIn,
}) => {
  const title = 'Fission-free isotope sources';
  const { researcher, industry, projectId } = await createPartners(
    { researcher: 'Lise Meitner' },
    listingTitled(title),
  );
  await signIn(industry);

  await page.goto(`/messages?user=${researcher.id}&project=${projectId}`);
  await expect(page.getByRole('link', { name: `About: ${title}` })).toBeVisible();
  const composer = page.getByLabel('Message to Lise Meitner');
  await composer.fill('Is the source licensable?');
  await composer.press('Enter');
  await expect(thread(page).getByText('Is the source licensable?')).toBeVisible();
  await expect(composer).toHaveValue('');
  // The project went with the first message; the chip goes with it.
  await expect(page.getByRole('link', { name: `About: ${title}` })).toHaveCount(0);
  // The message shows before its POST answers (optimistic), so the stored copy is polled for.
  await expect.poll(() => storedThread(page.request, researcher.id)).toMatchObject([{ projectId }]);
});

test('a composer holding only spaces sends nothing; the page has no serious axe violations', async ({
  page,
  createPartners,
  signIn,
}) => {
  const { researcher, industry } = await createPartners({ industry: 'Ada King' });
  await signIn(industry);

  await page.goto(`/messages?user=${researcher.id}`);
  const composer = page.getByLabel(/^Message to /);
  await expect(page.getByText(/^No messages yet\. Say hello/)).toBeVisible();
  await composer.fill('   ');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer.press('Enter');
  await composer.press('Shift+Enter');

  await expect(page.getByText(/^No messages yet\. Say hello/)).toBeVisible();
  await expect(thread(page)).toHaveCount(0);
  expect(await storedThread(page.request, researcher.id)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Mark all as read clears the bell badge', async ({
  messageFrom,
  page,
  createPartners,
  signIn,
}) => {
  const { researcher, industry } = await createPartners({ industry: 'Mo Reads' });
  for (const content of ['First note', 'Second note']) {
    await messageFrom(industry, researcher, content);
  }
  await signIn(researcher);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const markAll = page.getByRole('menuitem', { name: 'Mark all as read' });
  await markAll.click();
  await expect(markAll).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const after = await callOk(page.request, API.notifications.list);
  expect(after.unreadCount).toBe(0);
});

test('the project page’s Send Message dialog shows the server’s reason when a send fails', async ({
  page,
  createPartners,
  signIn,
}) => {
  const { industry, projectId } = await createPartners(
    { researcher: 'Chien-Shiung' },
    listingTitled('Parity-violating beta sources'),
  );
  await signIn(industry);
  // The owner's account is gone by the time the message is sent: the API answers 404.
  await page.route('**/api/messages', (route) =>
    route.fulfill({
      status: 404,
      json: {
        error: {
          code: 'NOT_FOUND',
          message: 'User not found',
          correlationId: 'e2e',
          retryable: false,
        },
      },
    }),
  );

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send Message to Chien-Shiung/ });
  await dialog.getByLabel('Message').fill('Are the sources still available?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastText(page, 'Failed to Send')).toBeVisible();
  await expect(toastText(page, 'User not found')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue('Are the sources still available?');
});
