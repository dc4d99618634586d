import {
  API,
  type ProjectInput,
  type UpdateUserRequest,
  verifyPath,
} from '@labbridge/shared-types';
import type { Page } from '@playwright/test';
import {
  apiClient,
  call,
  callOk,
  createListing,
  dealWithDocument,
  equityAgreement,
  expect,
  finalizeDocument,
  type OpenAs,
  sendMessage,
  signDocument,
  type TestUser,
  test,
  updateProfile,
} from '../fixtures';
import { createUser } from '../fixtures/users';
import { documentDialog, editorOf, openEditor, typeAtEnd } from './document-support';
import { uniqueWord } from './projects-support';

/**
 * Stored XSS: script and handler payloads go into every text a user controls (through the API,
 * as an attacker would send them), and every page that shows them must show them as text. A page
 * passes when the payload is on screen literally and nothing ran or was injected: no
 * window.__xss, no dialog, no request for the payload's image, no CSP violation (the policy
 * would block an injected inline script, so a violation means an injection got into the DOM),
 * no element with an on* attribute, no inline script, no javascript: URL.
 */
const IMG = '<img src=x onerror=window.__xss=1>';
const SVG = '"><svg onload=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const JS_URL = 'javascript:window.__xss=1';

interface Seeded {
  word: string;
  researcher: TestUser;
  industry: TestUser;
  projectId: number;
  collaborationId: number;
  documentId: number;
}

/** A value for one field: its label and the run's word (to find it), then every payload. */
const hostile = (word: string, label: string) => `${label} ${word} ${IMG} ${SVG} ${SCRIPT}`;
/** What a page shows of `hostile(word, label)` when it renders it as text (the start of it). */
const literal = (word: string, label: string) => `${label} ${word} ${IMG}`;

const profileFields = (word: string, who: string): UpdateUserRequest => ({
  organization: hostile(word, `${who}Org`),
  position: hostile(word, `${who}Position`),
  bio: hostile(word, `${who}Bio`),
  expertise: [IMG, '<svg onload=window.__xss=1>'],
  researchInterests: hostile(word, `${who}Interests`),
  lookingFor: hostile(word, `${who}LookingFor`),
  experience: hostile(word, `${who}Experience`),
  customHeaderText: hostile(word, `${who}Header`),
  socialLinks: [{ name: `Link ${IMG}`, url: `https://example.org/${word}${SVG}` }],
  profileVisibility: 'public',
});

/**
 * One researcher and one industry partner whose every text is hostile: their profiles, a
 * listing, a message, a proposal (accepted) and a draft equity agreement between them.
 */
const seed = async (baseURL: string): Promise<Seeded> => {
  const word = uniqueWord();
  const researcher = await createUser(baseURL, {
    userType: 'researcher',
    firstName: `RName ${word} ${IMG}`,
    lastName: `${SVG} ${SCRIPT}`,
  });
  const industry = await createUser(baseURL, {
    userType: 'industry',
    firstName: `IName ${word} ${IMG}`,
    lastName: `${SVG} ${SCRIPT}`,
  });
  const r = await apiClient(baseURL, researcher);
  const i = await apiClient(baseURL, industry);
  try {
    await updateProfile(r, profileFields(word, 'R'));
    await updateProfile(i, profileFields(word, 'I'));
    const projectId = await createListing(baseURL, researcher, {
      title: hostile(word, 'Title'),
      description: hostile(word, 'Description'),
      category: 'biotechnology',
      tags: [IMG, SCRIPT],
      whoWeAreLookingFor: hostile(word, 'WhoWeAreLookingFor'),
      whyUs: hostile(word, 'WhyUs'),
      whyNow: hostile(word, 'WhyNow'),
      lookingFor: hostile(word, 'ListingLookingFor'),
      whatMakesUsSpecial: hostile(word, 'Special'),
      intellectualProperty: hostile(word, 'IP'),
      customHeaderText: hostile(word, 'ListingHeader'),
      customSections: [
        { id: 's1', title: hostile(word, 'SectionTitle'), content: hostile(word, 'SectionText') },
      ],
      researchPapers: [
        {
          name: hostile(word, 'Paper'),
          url: `https://example.org/paper${SVG}`,
          description: hostile(word, 'PaperAbstract'),
        },
      ],
      teamMembers: [
        {
          name: hostile(word, 'Member'),
          role: hostile(word, 'MemberRole'),
          profileUrl: `https://example.org/member${SVG}`,
          expertise: [IMG],
        },
      ],
      mediaCarousel: [
        { id: 'm1', type: 'image', url: `https://example.org/a.png${SVG}`, label: `Media ${IMG}` },
      ],
    });
    await sendMessage(i, researcher.id, hostile(word, 'Message'), { projectId });
    const { collaborationId, documentId } = await dealWithDocument(
      { industry: i, researcher: r },
      { projectId, proposalMessage: hostile(word, 'Proposal'), proposedEquity: 40 },
      equityAgreement(`Milestone ${word} ${IMG}`),
    );
    const draft = await callOk(i, API.documents.detail, { params: { id: documentId } });
    // Raw markup as a client could send it: the server must keep only the text and safe tags.
    await callOk(i, API.documents.update, {
      params: { id: documentId },
      body: {
        version: draft.version,
        title: hostile(word, 'DocTitle'),
        content: `${draft.content}<p>DocText ${word} &lt;img src=x onerror=window.__xss=1&gt;</p><p>${IMG}${SCRIPT}<svg onload="window.__xss=1"></svg><a href="${JS_URL}">DocLink ${word}</a><iframe srcdoc="${SCRIPT}"></iframe></p>`,
      },
    });
    return { word, researcher, industry, projectId, collaborationId, documentId };
  } finally {
    await r.dispose();
    await i.dispose();
  }
};

// One seed per worker: every test reads the same hostile data.
let seeded: Promise<Seeded> | undefined;
const seedOnce = (baseURL: string) => {
  seeded ??= seed(baseURL);
  return seeded;
};

/** A browser context (signed in as `user`, or a visitor) that records what an injection would do. */
const open = async (openAs: OpenAs, user?: TestUser) => {
  const { context, page } = await openAs(user);
  // Init scripts run on every navigation from now on, and the page has not navigated yet.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`CSP ${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
    );
  });
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/x') events.push(`payload image requested: ${req.url()}`);
  });
  return { context, page, events };
};
type Visit = Awaited<ReturnType<typeof open>>;

/** Everything on the page now that a payload would have caused had it been parsed as markup. */
const injections = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [
      ...(window as unknown as { __cspViolations: string[] }).__cspViolations,
    ];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push('__xss set');
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      if (el.tagName === 'SCRIPT' && !el.hasAttribute('src')) found.push('inline <script>');
      if (el.tagName === 'IFRAME' && el.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${name}>`);
        const value = attr.value.replace(/\s/g, '').toLowerCase();
        if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
        }
      }
    }
    return found;
  });

/** The page shows `text` on screen as text, and nothing was injected or ran. */
const expectLiteral = async (visit: Visit, ...texts: string[]) => {
  for (const text of texts) {
    await expect(visit.page.getByText(text).filter({ visible: true }).first()).toBeVisible();
  }
  expect([...visit.events, ...(await injections(visit.page))]).toEqual([]);
};

test('the checks see an injection when there is one', async ({ openAs }) => {
  const visit = await open(openAs);
  await visit.page.goto('/');
  await visit.page.evaluate(
    (html) => document.body.insertAdjacentHTML('beforeend', html),
    `${IMG}<a href="${JS_URL}">x</a>`,
  );
  await expect.poll(() => visit.events).toContainEqual(expect.stringMatching(/\/x$/));
  const found = await injections(visit.page);
  expect(found).toContainEqual('<img onerror>');
  expect(found).toContainEqual(`<a href="${JS_URL}">`);
  // The CSP refused to run the handler, and said so.
  expect(found).toContainEqual(expect.stringMatching(/^CSP script-src/));
});

test('the API refuses javascript: and other non-http links wherever a link is stored', async ({
  baseURL,
  apiAs,
}) => {
  const { researcher, projectId } = await seedOnce(baseURL!);
  const r = await apiAs(researcher);
  const current = await callOk(r, API.projects.detail, { params: { id: projectId } });
  const base: ProjectInput = {
    title: current.title,
    description: current.description,
    category: 'other',
  };
  const links = [JS_URL, ' JaVaScRiPt:window.__xss=1', 'java\tscript:window.__xss=1'];
  for (const url of [...links, 'data:text/html,<script>window.__xss=1</script>']) {
    const listing = (fields: Partial<ProjectInput>) =>
      call(r, API.projects.create, { body: { ...base, ...fields } });
    const profile = (fields: UpdateUserRequest) => call(r, API.auth.updateUser, { body: fields });
    const attempts = [
      listing({ researchPapers: [{ name: 'P', url }] }),
      listing({ teamMembers: [{ name: 'M', profileUrl: url }] }),
      listing({ headerImageUrl: url }),
      listing({ mediaCarousel: [{ id: 'm', type: 'image', url }] }),
      profile({ socialLinks: [{ name: 'Site', url }] }),
      profile({ profileImageUrl: url }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status(), `${res.url()} ${url}`).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  }
});

test('a visitor sees the hostile listing as text on the landing search, the catalogue, the project page and both public profiles', async ({
  openAs,
  baseURL,
}) => {
  const { word, researcher, industry, projectId } = await seedOnce(baseURL!);
  const visitor = await open(openAs);
  const { page } = visitor;
  await page.goto('/');
  await page.getByPlaceholder('Search research projects by title or description...').fill(word);
  await expectLiteral(visitor, literal(word, 'Title'));

  await page.goto(`/projects?q=${word}`);
  await expectLiteral(visitor, literal(word, 'Title'));

  await page.goto(`/projects/${projectId}`);
  await expectLiteral(
    visitor,
    literal(word, 'Title'),
    literal(word, 'Description'),
    literal(word, 'WhoWeAreLookingFor'),
    literal(word, 'ListingLookingFor'),
    literal(word, 'WhyUs'),
    literal(word, 'WhyNow'),
    literal(word, 'Special'),
    literal(word, 'IP'),
    literal(word, 'SectionTitle'),
    literal(word, 'SectionText'),
    literal(word, 'Paper'),
    literal(word, 'PaperAbstract'),
    literal(word, 'Member'),
    literal(word, 'MemberRole'),
    literal(word, 'RName'),
    IMG,
    SCRIPT,
  );

  await page.goto(`/profile/${researcher.id}`);
  await expectLiteral(
    visitor,
    literal(word, 'RName'),
    literal(word, 'RPosition'),
    literal(word, 'RBio'),
    literal(word, 'ROrg'),
    `Link ${IMG}`,
  );

  await page.goto(`/profile/${industry.id}`);
  await expectLiteral(
    visitor,
    literal(word, 'IName'),
    literal(word, 'IPosition'),
    literal(word, 'IBio'),
    literal(word, 'IOrg'),
    `Link ${IMG}`,
  );
});

test('the researcher sees it as text on home, notifications, profile, the partner’s profile, messages, collaborations, analytics and the listing editor', async ({
  openAs,
  baseURL,
}) => {
  const { word, researcher, industry, projectId, collaborationId } = await seedOnce(baseURL!);
  const lab = await open(openAs, researcher);
  const { page } = lab;
  await page.goto('/');
  await expectLiteral(lab, literal(word, 'RName'));

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(literal(word, 'IName')).first()).toBeVisible();
  await expectLiteral(lab, literal(word, 'Title'));
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(
    `RName ${word} ${IMG}`,
  );
  // Experience, interests and what they look for are shown nowhere but in this form.
  for (const [name, label] of [
    ['Experience', 'RExperience'],
    ['Research interests', 'RInterests'],
    ['What are you looking for?', 'RLookingFor'],
  ] as const) {
    await expect(page.getByRole('textbox', { name })).toHaveValue(hostile(word, label));
  }
  await expectLiteral(lab, literal(word, 'RName'), literal(word, 'RPosition'));

  await page.goto(`/profile/${industry.id}`);
  await expectLiteral(
    lab,
    literal(word, 'IName'),
    literal(word, 'IPosition'),
    literal(word, 'IBio'),
    literal(word, 'IOrg'),
  );

  await page.goto(`/messages?user=${industry.id}`);
  await expectLiteral(lab, literal(word, 'IName'), literal(word, 'Message'));

  await page.goto('/collaborations');
  await expectLiteral(lab, literal(word, 'IName'), literal(word, 'Title'));
  await page.goto(`/collaborations/${collaborationId}`);
  await expectLiteral(
    lab,
    literal(word, 'IName'),
    literal(word, 'Title'),
    literal(word, 'Proposal'),
  );

  await page.goto('/analytics');
  await expectLiteral(lab, literal(word, 'Title'));

  await page.goto(`/projects/${projectId}/edit`);
  await expect(page.getByRole('textbox', { name: /^Project Title/ })).toHaveValue(
    hostile(word, 'Title'),
  );
  await expectLiteral(lab, IMG);
});

test('the industry partner sees it as text on home, the researcher’s profile, messages, collaborations and analytics', async ({
  openAs,
  baseURL,
}) => {
  const { word, researcher, industry } = await seedOnce(baseURL!);
  const partner = await open(openAs, industry);
  const { page } = partner;
  await page.goto('/');
  await expectLiteral(partner, literal(word, 'IName'));
  await page.goto(`/profile/${researcher.id}`);
  await expectLiteral(
    partner,
    literal(word, 'RName'),
    literal(word, 'RPosition'),
    literal(word, 'RBio'),
  );
  await page.goto(`/messages?user=${researcher.id}`);
  await expectLiteral(partner, literal(word, 'RName'), literal(word, 'Message'));
  await page.goto('/collaborations');
  await expectLiteral(partner, literal(word, 'RName'), literal(word, 'Title'));
  await page.goto('/analytics');
  await expectLiteral(partner, IMG);
});

test('documents show hostile titles, text, comments, signatures and milestones as text, the public verification page shows the signers as text, and the stored HTML keeps none of the markup', async ({
  openAs,
  baseURL,
  apiAs,
}) => {
  test.slow();
  const { word, researcher, industry, documentId } = await seedOnce(baseURL!);
  const i = await apiAs(industry);
  const r = await apiAs(researcher);
  const lab = await open(openAs, researcher);
  const { page } = lab;
  // What the server stored: the escaped text stays text; every tag that could run is gone.
  const stored = await callOk(i, API.documents.detail, { params: { id: documentId } });
  expect(stored.content).toContain(`DocText ${word} &lt;img src=x onerror=window.__xss=1&gt;`);
  expect(stored.content).not.toMatch(/<(script|svg|iframe|img)\b/i);
  expect(stored.content).not.toMatch(/<[^>]*\son\w+=/i);
  expect(stored.content).not.toMatch(/="\s*javascript:/i);
  // Titles are plain text: the server drops markup from them (documents/sanitize.ts plainText),
  // so the page must show exactly what was stored.
  expect(stored.title).toMatch(new RegExp(`^DocTitle ${word} `));
  expect(stored.title).not.toMatch(/<[a-z!/]/i);

  await page.goto('/documents');
  await expectLiteral(lab, stored.title);

  await page.goto(`/documents?document=${documentId}`);
  const dialog = documentDialog(page);
  await expect(dialog.getByRole('article')).toContainText(`DocText ${word} ${IMG}`);
  await expectLiteral(lab, stored.title, `DocText ${word} ${IMG}`);

  // The co-editor, seeded from the stored HTML; a comment and typed text with payloads.
  await openEditor(page);
  await expect(editorOf(page)).toContainText(`DocText ${word} ${IMG}`);
  await typeAtEnd(page, ` Typed ${word} ${IMG}`);
  for (let n = 0; n < 5; n++) await page.keyboard.press('Shift+ArrowLeft');
  await dialog.getByRole('button', { name: 'Comment on selection' }).click();
  await dialog.getByRole('textbox', { name: 'Add a comment' }).fill(hostile(word, 'Comment'));
  await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = dialog.getByRole('list', { name: 'Open comments' }).getByTestId('comment-thread');
  await expect(thread).toContainText(literal(word, 'Comment'));
  await expect(dialog.getByTestId('collab-status')).toContainText('All changes saved');
  await expectLiteral(lab, literal(word, 'Comment'), `Typed ${word} ${IMG}`);

  // Executed, with hostile signature names: the signatures tab and the vesting schedule.
  await finalizeDocument(i, documentId);
  await signDocument(i, documentId, hostile(word, 'ISigned'));
  const executed = await signDocument(r, documentId, hostile(word, 'RSigned'));
  expect(executed.status).toBe('fully_executed');
  await page.goto(`/documents?document=${documentId}`);
  await page.getByRole('dialog').first().getByRole('tab', { name: 'Signatures' }).click();
  await expectLiteral(lab, literal(word, 'ISigned'), literal(word, 'RSigned'));

  await page.goto('/documents?tab=vesting');
  await expectLiteral(lab, `Milestone ${word} ${IMG}`, literal(word, 'IName'));
  await page.goto('/');
  await expectLiteral(lab, literal(word, 'IName'));

  // Anyone holding the PDF checks its hash: the page names the signers' accounts.
  const visitor = await open(openAs);
  await visitor.page.goto(verifyPath(executed.contentHash!));
  await expect(visitor.page.getByText('Verified: fully executed on LabBridge')).toBeVisible();
  const signers = visitor.page.getByRole('list', { name: 'Signatures' });
  await expect(signers.getByText(literal(word, 'IName'))).toBeVisible();
  await expect(signers.getByText(literal(word, 'RName'))).toBeVisible();
  await expectLiteral(visitor, literal(word, 'IName'), literal(word, 'RName'));
});

test('the tech transfer office sees hostile users and listings as text on every dashboard tab', async ({
  openAs,
  baseURL,
  admin,
}) => {
  test.slow();
  const { word } = await seedOnce(baseURL!);
  const office = await open(openAs, await admin());
  const { page } = office;
  await page.goto('/?tab=approvals');
  await expectLiteral(office, literal(word, 'Title'));

  for (const [tab, shown] of [
    ['users', literal(word, 'RName')],
    ['projects', literal(word, 'Title')],
    // Filtered like the others: unfiltered, the deal is on the first page only while no other
    // test's deals are newer.
    ['partnerships', literal(word, 'Title')],
  ] as const) {
    await page.goto(`/?tab=${tab}`);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByLabel('Search', { exact: true }).fill(word);
    await expectLiteral(office, shown);
  }

  for (const tab of ['overview', 'partnerships', 'analytics']) {
    await page.goto(`/?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    expect([...office.events, ...(await injections(page))], tab).toEqual([]);
  }
});
