import { API } from '@labbridge/shared-types';
import type { Page, WebSocketRoute } from '@playwright/test';
import { callOk, expect, finalizeDocument, listingTitled, test } from '../fixtures';
import { documentDialog, editorOf, openEditor, typeAtEnd } from './document-support';
import { seriousViolations, toastText, uniqueWord } from './projects-support';

const status = (page: Page) => documentDialog(page).getByTestId('collab-status');

test('two parties co-edit a draft live: typing and named carets, a comment thread, a restored version, read-only once finalised', async ({
  openAs,
  createDeal,
}) => {
  test.slow();
  const { researcher, industry, documentId, api } = await createDeal({
    names: { researcher: 'Rosalind Franklin', industry: 'Grace Hopper' },
    listing: listingTitled(`Cryo sample holder ${uniqueWord()}`),
    proposal: { proposalMessage: 'Co-develop the holder?', proposedEquity: 20 },
    document: { documentType: 'NDA', timeline: '6 months' },
  });

  const rs = await openAs(researcher);
  const is = await openAs(industry);
  const [rp, ip] = [rs.page, is.page];
  let adviceAsks = 0;
  rp.on('request', (r) => {
    if (r.url().endsWith('/api/legal/term-advice')) adviceAsks += 1;
  });
  for (const page of [rp, ip]) {
    await page.goto(`/documents?document=${documentId}`);
    await openEditor(page);
    await expect(status(page)).toContainText('Connected');
    await expect(editorOf(page)).toContainText('Non-Disclosure Agreement');
  }
  // Each sees the other in the document.
  await expect(documentDialog(ip).getByRole('list', { name: 'In this document' })).toContainText(
    'Rosalind Franklin',
  );
  await expect(documentDialog(rp).getByRole('list', { name: 'In this document' })).toContainText(
    'Grace Hopper',
  );

  // Typing reaches the other side live, both ways, and is stored.
  await typeAtEnd(ip, ' Clause added by Grace.');
  await expect(editorOf(rp)).toContainText('Clause added by Grace.');
  await typeAtEnd(rp, ' Note by Rosalind.');
  await expect(editorOf(ip)).toContainText('Note by Rosalind.');
  await expect(status(ip)).toContainText('All changes saved');
  await expect(status(rp)).toContainText('All changes saved');
  // The researcher's caret, with her name, is in Grace's editor (and the other way round).
  await expect(
    documentDialog(ip).locator('.collaboration-caret__label', { hasText: 'Rosalind Franklin' }),
  ).toBeVisible();
  await editorOf(ip).click();
  await expect(
    documentDialog(rp).locator('.collaboration-caret__label', { hasText: 'Grace Hopper' }),
  ).toBeVisible();
  expect(await seriousViolations(ip)).toEqual([]);

  // A rename while the text is co-edited is kept: saving the typing makes new versions, which a
  // title does not conflict with. Neither those nor the rename ask for the terms advice again.
  await expect
    .poll(async () => (await rp.request.get(`/api/legal/documents/${documentId}`)).text())
    .toContain('Note by Rosalind.');
  await documentDialog(rp).getByRole('textbox', { name: 'Title' }).fill('NDA for the holder');
  const renamed = rp.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/documents/${documentId}`),
  );
  await documentDialog(rp).getByRole('button', { name: 'Rename' }).click();
  const detail = await (await renamed).json();
  expect(detail).toMatchObject({ title: 'NDA for the holder' });
  expect(detail.content).toContain('Note by Rosalind.');
  await expect(toastText(rp, 'Document Saved')).toBeVisible();
  expect(adviceAsks).toBe(1);

  // Grace comments on the last words she selects; Rosalind sees it live, replies and resolves.
  await editorOf(ip).click();
  await ip.keyboard.press('Control+End');
  for (let n = 0; n < 'Rosalind.'.length; n++) await ip.keyboard.press('Shift+ArrowLeft');
  await documentDialog(ip).getByRole('button', { name: 'Comment on selection' }).click();
  await documentDialog(ip)
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Please sign in full.');
  await documentDialog(ip).getByRole('button', { name: 'Comment', exact: true }).click();
  const rThreads = documentDialog(rp).getByRole('list', { name: 'Open comments' });
  await expect(rThreads.getByTestId('comment-thread')).toContainText('Please sign in full.');
  await expect(rThreads.getByTestId('comment-thread')).toContainText('“Rosalind.”');
  await expect(documentDialog(rp).locator('.comment-anchor')).toHaveText('Rosalind.');
  await rThreads.getByRole('textbox', { name: 'Reply' }).fill('Will do.');
  await rThreads.getByRole('button', { name: 'Reply' }).click();
  await expect(documentDialog(ip).getByRole('list', { name: 'Replies' })).toContainText('Will do.');
  await rThreads.getByRole('button', { name: 'Resolve' }).click();
  await expect(documentDialog(ip).getByTestId('comment-thread')).toHaveCount(0);
  await expect(documentDialog(ip).getByRole('button', { name: 'Show resolved (1)' })).toBeVisible();
  // Either party may reopen it; it is open again for both.
  await documentDialog(ip).getByRole('button', { name: 'Show resolved (1)' }).click();
  await documentDialog(ip)
    .getByRole('list', { name: 'Resolved comments' })
    .getByRole('button', { name: 'Reopen' })
    .click();
  await expect(rThreads.getByTestId('comment-thread')).toContainText('Please sign in full.');
  await rThreads.getByRole('button', { name: 'Resolve' }).click();
  await expect(rThreads.getByTestId('comment-thread')).toHaveCount(0);

  // Grace names the current text, then adds a clause; restoring the named version takes it
  // out again, live in Rosalind's editor.
  await documentDialog(ip).getByRole('button', { name: 'Version history' }).click();
  const history = ip.getByRole('dialog', { name: 'Version history' });
  await history.getByLabel('Name the current version').fill('Sent to counterparty');
  await history.getByRole('button', { name: 'Save version' }).click();
  const versions = history.getByRole('list', { name: 'Versions' });
  await expect(versions).toContainText('Sent to counterparty');
  await expect(versions).toContainText('Grace Hopper');
  await history.getByRole('button', { name: 'Close' }).click();

  await typeAtEnd(ip, ' Clause to withdraw.');
  await expect(editorOf(rp)).toContainText('Clause to withdraw.');
  await expect(status(ip)).toContainText('All changes saved');
  await documentDialog(ip).getByRole('button', { name: 'Version history' }).click();
  await history.getByRole('button', { name: 'View Sent to counterparty' }).click();
  await expect(history.getByRole('article')).toContainText('Clause added by Grace.');
  await history.getByRole('button', { name: 'Restore Sent to counterparty' }).click();
  await expect(toastText(ip, 'Version restored')).toBeVisible();
  await expect(editorOf(rp)).not.toContainText('Clause to withdraw.');
  await expect(editorOf(ip)).not.toContainText('Clause to withdraw.');
  await expect(editorOf(rp)).toContainText('Clause added by Grace.');

  // Sent for signatures: both editors turn read-only where they are.
  await finalizeDocument(api.industry, documentId);
  for (const page of [ip, rp]) {
    await expect(editorOf(page)).toHaveAttribute('contenteditable', 'false');
    await expect(documentDialog(page)).toContainText('it can be read but no longer edited');
    await expect(documentDialog(page).getByRole('toolbar', { name: 'Formatting' })).toBeHidden();
  }
  await expect(editorOf(rp)).toContainText('Clause added by Grace.');
});

test('what is typed while the connection is down is kept, shown unsaved, and stored once it is back', async ({
  page,
  createPartners,
  signIn,
  apiAs,
}) => {
  const { researcher, industry } = await createPartners({
    researcher: 'Dorothy',
    industry: 'Max Perutz',
  });
  const api = await apiAs(researcher);
  const { documentId } = await callOk(api, API.documents.generate, {
    body: {
      documentType: 'NDA',
      parties: {
        researcher: { name: 'Dorothy Hodgkin', organization: 'Oxford', email: researcher.email },
        industry: { name: 'Max Perutz', organization: 'MRC', email: industry.email },
      },
      projectDetails: {
        title: `Insulin structure ${uniqueWord()}`,
        description: 'Crystallography of insulin.',
        timeline: '9 months',
      },
    },
  });

  // The socket's transports pass through here, so the test can cut the connection and restore it.
  let offline = false;
  const links: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (offline) return void ws.close();
    links.push(ws);
    ws.connectToServer();
  });
  await page.route(/\/socket\.io\//, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );

  await signIn(researcher);
  await page.goto(`/documents?document=${documentId}`);
  await openEditor(page);
  await expect(status(page)).toContainText('Connected');
  await expect(editorOf(page)).toContainText('Non-Disclosure Agreement');

  offline = true;
  for (const link of links.splice(0)) await link.close();
  await expect(status(page)).toContainText('Reconnecting');
  await typeAtEnd(page, ' Offline clause.');
  await expect(status(page)).toContainText('Unsaved changes');
  await expect(
    documentDialog(page).getByRole('tab', { name: /Edit.*unsaved changes/ }),
  ).toBeVisible();

  offline = false;
  // Socket.IO retries with a back-off of up to five seconds.
  await expect(status(page)).toContainText('Connected', { timeout: 20_000 });
  await expect(status(page)).toContainText('All changes saved');
  await expect(editorOf(page)).toContainText('Offline clause.');

  // Stored on the server: a fresh page loads it.
  await page.reload();
  await openEditor(page);
  await expect(editorOf(page)).toContainText('Offline clause.');
});
