import { createListing, expect, test, updateProfile } from '../fixtures';
import { toastText, uniqueWord } from './projects-support';

test('an industry user sees the listings that fit their profile, why, and their personal % Match', async ({
  page,
  baseURL,
  createUser,
  signIn,
  browser,
  apiAs,
}) => {
  const word = uniqueWord().toLowerCase();
  const researcher = await createUser();
  const fitting = `Zeolite ${word} membranes for hydrogen purification`;
  await createListing(baseURL!, researcher, {
    title: fitting,
    description: `Zeolite ${word} membranes that separate hydrogen from natural gas at 99.9 % purity.`,
    category: 'materials',
    stage: 'testing',
    tags: [`zeolite ${word}`, 'hydrogen', 'membrane'],
  });
  await createListing(baseURL!, researcher, {
    title: `Bakery robotics ${uniqueWord()}`,
    description: 'Robots that decorate cakes.',
    category: 'robotics',
  });
  const industry = await createUser({ userType: 'industry', firstName: 'Ingrid', lastName: 'Gas' });
  const api = await apiAs(industry);
  await updateProfile(api, {
    expertise: [`zeolite ${word}`, 'hydrogen'],
    lookingFor: 'Hydrogen purification membranes we can license',
  });

  await signIn(industry);
  await page.goto('/projects');
  await page.getByRole('tab', { name: 'Recommended for you' }).click();
  await expect(page).toHaveURL(/tab=recommended/);
  const recommended = page.getByRole('list', { name: 'Recommended projects' });
  const first = recommended.getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: fitting })).toBeVisible();
  await expect(first.getByText(/Why this match/)).toBeAttached();
  await expect(first.getByText(new RegExp(`zeolite|${word}`, 'i')).first()).toBeVisible();
  const badge = first.getByTestId('match-badge');
  await expect(badge).toHaveText(/^\d+% Match$/);
  await expect(badge).toHaveAttribute('title', /Your match/);

  // A visitor sees the listing's matchability instead.
  const visitor = await browser.newPage();
  await visitor.goto(`/projects?q=${encodeURIComponent(word)}`);
  const card = visitor.getByTestId('project-card').filter({ hasText: fitting });
  await expect(card.getByTestId('match-badge')).toHaveAttribute('title', 'Matchability score');
  await visitor.close();
});

test('an owner re-evaluates a listing and the editor warns before publishing', async ({
  page,
  baseURL,
  createUser,
  signIn,
}) => {
  const owner = await createUser();
  const id = await createListing(baseURL!, owner, {
    title: `Vague idea ${uniqueWord()}`,
    description: 'An idea.',
    category: 'other',
    stage: 'concept',
  });
  await signIn(owner);
  await page.goto(`/projects/${id}`);
  await expect(page.getByText('Evaluated by LabBridge’s built-in rules')).toBeVisible();
  await page.getByRole('button', { name: 'Re-evaluate' }).click();
  await expect(toastText(page, 'Evaluation updated')).toBeVisible();

  await page.goto(`/projects/${id}/edit`);
  const check = page.getByRole('region', { name: 'Before you publish' });
  const warnings = check.getByRole('list', { name: 'Warnings' });
  await expect(warnings.getByText('It may look too early')).toBeVisible();
  await expect(warnings.getByText('The description is vague')).toBeVisible();
  await expect(check.getByRole('list', { name: 'Expected scores' })).toContainText('Feasibility');
});
