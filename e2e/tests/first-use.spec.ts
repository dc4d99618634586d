import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createListing, expect, test, uniqueEmail } from '../fixtures';

test('a visitor signs up to chat from a project page and comes back to that project', async ({
  page,
  baseURL,
  createUser,
}) => {
  const owner = await createUser({ userType: 'researcher', firstName: 'Rosalind' });
  const title = `Return-to listing ${Date.now()}`;
  const id = await createListing(baseURL!, owner, {
    title,
    description: 'A listing a visitor wants to ask about.',
    category: 'biotechnology',
  });

  await page.goto(`/projects/${id}`);
  // A visitor sees the scores and what raised them; the tips are the owner's.
  await expect(page.getByRole('heading', { name: 'AI Evaluation' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What raised feasibility' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to improve' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up to chat' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('return-to'));
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByLabel('Account Type').selectOption('industry');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Onboarding starts from the role chosen at registration and offers no Super Admin.
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  await expect(page.getByRole('radio', { name: /Industry Professional/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Super Admin/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Organization').fill('Navy Labs');
  await page.getByLabel('Position').fill('Rear Admiral');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('a member page asks a visitor to sign in, then opens', async ({ page, createUser }) => {
  const user = await createUser({ userType: 'industry' });
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmessages$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/messages$/);
});

test('a sign-in link never leads off the site', async ({ page, createUser }) => {
  const user = await createUser({ userType: 'industry' });
  await page.goto('/auth?next=//example.com/phish');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a message past 5,000 characters is refused with the reason, never cut', async ({
  page,
  baseURL,
  createUser,
  signInNewUser,
}) => {
  const owner = await createUser({ userType: 'researcher', firstName: 'Rosalind' });
  const id = await createListing(baseURL!, owner, {
    title: `Long message listing ${Date.now()}`,
    description: 'A listing someone writes a long message about.',
    category: 'materials',
  });
  await signInNewUser({ userType: 'industry' });
  const tooLong = 'x'.repeat(5001);

  await page.goto(`/projects/${id}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByLabel('Message');
  await box.fill(tooLong);
  await expect(dialog.getByText('Shorten it by 1 to send it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Too Long', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await box.inputValue()).length).toBe(5001);

  await box.press('End');
  await box.press('Backspace');
  await expect(dialog.getByText('5,000 / 5,000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();

  await page.goto(`/messages?user=${owner.id}&project=${id}`);
  const composer = page.getByLabel(/^Message to/);
  await composer.fill(tooLong);
  await composer.press('Enter');
  await expect(page.getByText('Message Too Long', { exact: true })).toBeVisible();
  await expect(composer).toHaveValue(tooLong);
  await expect(page.locator('#message-composer-length')).toContainText('Shorten it by 1');
});

test('reply suggestions answer what was asked, keep the newest message in view, and say when there is nothing to answer', async ({
  page,
  createPartners,
  signIn,
  messageFrom,
}) => {
  const { researcher, industry } = await createPartners({ industry: 'Ida Noddack' });
  // Enough history to scroll, so a panel opening below could push the newest one out of view.
  const history = Array.from({ length: 12 }, (_, n) => `Earlier note ${n + 1}.`);
  for (const text of [...history, 'Who owns the IP, and is it patented?']) {
    await messageFrom(industry, researcher, text);
  }
  await signIn(researcher);
  await page.setViewportSize({ width: 390, height: 700 });

  await page.goto(`/messages?user=${industry.id}`);
  const newest = page
    .getByRole('list', { name: /^Messages with/ })
    .getByText('Who owns the IP, and is it patented?');
  await expect(newest).toBeInViewport();
  await page.getByRole('button', { name: 'AI reply suggestions off' }).click();
  const ipAnswer = page.getByRole('button', { name: /tech transfer office handles licensing/ });
  await expect(ipAnswer).toBeVisible();
  await expect(page.getByRole('button', { name: /send the draft over/ })).toHaveCount(0);
  await expect(newest).toBeInViewport();

  await ipAnswer.click();
  await page.getByLabel(/^Message to/).press('Enter');
  await expect(
    page.getByText('Nothing to answer yet: suggestions appear when Ida Noddack writes to you.'),
  ).toBeVisible();
});

/** Every axe finding, whatever its impact, best practices (landmarks, heading order) included. */
const axeFindings = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
};

test('axe finds nothing on sign-in, the catalogue and the 404 page', async ({ page }) => {
  // Four full axe runs: more than the default budget on a loaded two-core machine.
  test.slow();
  for (const path of ['/auth', '/auth?mode=register', '/projects']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page), path).toEqual([]);
  }

  // The 404 page keeps the site's header and offers a way on, signed out and signed in.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Browse Projects' }),
  ).toBeVisible();
  expect(await axeFindings(page), '404').toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('axe finds nothing on the signed-in 404 page and a conversation', async ({
  page,
  createPartners,
  signIn,
  messageFrom,
}) => {
  const { researcher, industry } = await createPartners({ researcher: 'Lise' });
  await messageFrom(industry, researcher, 'Hello!');
  await signIn(industry);
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  expect(await axeFindings(page), '404 signed in').toEqual([]);

  await page.goto(`/messages?user=${researcher.id}`);
  const history = page.getByRole('region', { name: /^Message history with/ });
  await expect(history.getByText('Hello!')).toBeVisible();
  // The history takes keyboard focus, so it can be scrolled without a mouse.
  await history.focus();
  await expect(history).toBeFocused();
  expect(await axeFindings(page), '/messages').toEqual([]);
});

test('a YouTube item without a network shows its title over a placeholder', async ({
  page,
  baseURL,
  createUser,
}) => {
  const owner = await createUser({ userType: 'researcher' });
  const id = await createListing(baseURL!, owner, {
    title: `Offline video listing ${Date.now()}`,
    description: 'A listing whose only media is a YouTube video.',
    category: 'robotics',
    mediaCarousel: [
      {
        id: 'video-1',
        type: 'video',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        label: 'Lab walkthrough',
        isYouTube: true,
      },
    ],
  });
  // No network: YouTube's thumbnail server cannot be reached.
  await page.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));

  await page.goto(`/projects/${id}`);
  const video = page.getByRole('button', { name: 'Play video: Lab walkthrough' });
  await expect(video).toBeVisible();
  await expect(video.getByText('Lab walkthrough')).toBeVisible();
  // The broken thumbnail is dropped, not shown as a broken image.
  await expect(video.locator('img')).toHaveCount(0);
});
