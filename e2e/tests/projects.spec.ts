import { createListing, expect, test, updateProfile } from '../fixtures';
import {
  namedFile,
  seriousViolations,
  tinyPdf,
  tinyPng,
  toastText,
  uniqueWord,
} from './projects-support';

test('a researcher publishes a listing with media, a PDF and a platform teammate', async ({
  page,
  createUser,
  signInNewUser,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const teammate = await createUser({ firstName: 'Rosalind', lastName: `Teammate${word}` });
  await signInNewUser({ firstName: 'Grace', lastName: 'Hopper' });

  await page.goto('/projects');
  await page.getByRole('link', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('heading', { name: 'Create Listing' })).toBeVisible();
  // Top bar only: the editor has no left navigation.
  await expect(page.getByRole('link', { name: 'Research Projects' })).toHaveCount(0);

  // Saving without the required fields is refused with the spec's toast.
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(toastText(page, 'Missing Information')).toBeVisible();
  await expect(toastText(page, 'Please fill in all required fields.')).toBeVisible();

  const title = `Ceramic membrane ${word}`;
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Description').fill(`A ceramic membrane that filters ${word} at scale.`);
  await page.getByLabel('Category').selectOption({ label: 'Materials Science' });
  await page.getByLabel('Stage').selectOption({ label: 'Prototype' });
  await page.getByLabel('Technology Readiness Level (TRL)').selectOption({ label: 'TRL 4' });
  await page.getByLabel('Funding Required (USD)').fill('400000');
  await page.getByLabel('Timeline (months)').fill('18');

  await page.getByRole('tab', { name: 'Media Gallery' }).click();
  const imageInput = page.getByTestId('upload-image-input');
  // The server judges by content: a PDF named .png is refused as the wrong type.
  await imageInput.setInputFiles(namedFile('disguised.png', tinyPdf()));
  await expect(toastText(page, 'Invalid File Type')).toBeVisible();
  await expect(toastText(page, 'Please upload a PNG, JPEG or WebP image.')).toBeVisible();
  await imageInput.setInputFiles(namedFile('membrane.png', tinyPng()));
  await expect(page.getByLabel('Label for item 1')).toHaveValue('Image 1');
  await page.getByLabel('Image URL').fill('https://images.example.org/membrane-rig.jpg');
  await page.getByRole('button', { name: 'Add Image' }).click();
  await expect(page.getByLabel('Label for item 2')).toHaveValue('Image 2');
  await page.getByLabel('YouTube URL').fill('https://vimeo.com/12345');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(toastText(page, 'Invalid YouTube URL')).toBeVisible();
  await page.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByLabel('Label for item 3')).toHaveValue('Video 1');
  await page.getByLabel('Label for item 3').fill('Pilot plant tour');
  // Reordering is keyboard-accessible and keeps focus on the moved item.
  await page.getByRole('button', { name: 'Move Pilot plant tour up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Label for item 2')).toHaveValue('Pilot plant tour');
  await expect(page.getByRole('button', { name: 'Move Pilot plant tour up' })).toBeFocused();

  await page.getByRole('tab', { name: 'Research' }).click();
  const paperInput = page.getByTestId('paper-upload-input');
  const paperUploads: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/upload/research-paper')) paperUploads.push(req.url());
  });
  await paperInput.setInputFiles(namedFile('renamed-image.pdf', tinyPng()));
  await expect(toastText(page, 'Invalid File Type')).toBeVisible();
  await expect(toastText(page, 'Please upload PDF files only.')).toBeVisible();
  expect(paperUploads).toHaveLength(1);
  // Over the server's 20 MB cap: refused in the browser, nothing is sent.
  await paperInput.setInputFiles(
    namedFile('huge.pdf', Buffer.concat([tinyPdf(), Buffer.alloc(20 * 1024 * 1024)])),
  );
  await expect(toastText(page, 'Upload Failed')).toBeVisible();
  await expect(toastText(page, 'The file is too large (at most 20 MB).')).toBeVisible();
  expect(paperUploads).toHaveLength(1);
  await paperInput.setInputFiles(namedFile('notes.txt', Buffer.from('not a pdf')));
  await expect(toastText(page, 'Please upload PDF files only.')).toBeVisible();
  await paperInput.setInputFiles(namedFile('Membrane validation.pdf', tinyPdf()));
  await expect(toastText(page, 'Research paper uploaded successfully.')).toBeVisible();
  await expect(page.getByText('Membrane validation', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Team' }).click();
  await page
    .getByLabel('Search researchers by name, organisation or expertise')
    .fill(`Teammate${word}`);
  await page.getByRole('button', { name: `Add Rosalind Teammate${word}` }).click();
  await expect(
    toastText(page, `Rosalind Teammate${word} has been added to your team.`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(toastText(page, 'Your listing has been saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Badges for category, stage and TRL (spec §2).
  for (const badge of ['Materials Science', 'Prototype', 'TRL 4']) {
    await expect(page.getByRole('article').getByText(badge, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Review status: pending')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Project' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Rosalind Teammate${word}` })).toHaveAttribute(
    'href',
    `/profile/${teammate.id}`,
  );
  await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
    'href',
    /^\/api\/uploads\/[0-9a-f-]{36}\.pdf$/,
  );
  const carousel = page.getByRole('region', { name: `${title} media` });
  await expect(carousel.getByRole('button', { name: /Show / })).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Next media' }).click();
  await expect(
    carousel.getByRole('button', { name: 'Play video: Pilot plant tour' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to improve' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await page.getByPlaceholder('Search by title, description, or technology...').fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByText('1 project found')).toBeVisible();
  const card = page.getByTestId('project-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(card.getByText('Materials Science')).toBeVisible();
  await expect(card.getByText('$400K')).toBeVisible();
});

test('a visitor searches and filters on the landing page and the catalogue, then opens a listing', async ({
  page,
  createUser,
  baseURL,
}) => {
  const word = uniqueWord();
  const owner = await createUser({ firstName: 'Marie', lastName: 'Curie' });
  const title = `Isotope tracer ${word}`;
  await createListing(baseURL!, owner, {
    title,
    description: `Radioactive tracer chemistry for ${word} imaging.`,
    category: 'healthcare',
    stage: 'testing',
  });
  await createListing(baseURL!, owner, {
    title: `Tracer robot arm ${word}`,
    description: 'A robotic arm that handles tracer vials.',
    category: 'robotics',
  });

  await page.goto('/');
  await page.getByRole('searchbox').first().fill(word);
  await expect(page.getByText('2 found')).toBeVisible();
  await page.getByRole('button', { name: 'Medical Devices' }).click();
  await expect(page.getByText('1 found')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Neither listing is premium or scores 80+: the Featured tab filters them out.
  await page.goto(`/projects?tab=featured&q=${word}`);
  await expect(page.getByText('No Featured Projects Yet')).toBeVisible();
  await expect(page.getByText('0 projects found', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'All Projects' }).click();
  await expect(page.getByText('2 projects found', { exact: true })).toBeVisible();

  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveCount(0);
  await page.getByPlaceholder('Search by title, description, or technology...').fill(word);
  // Exact: before the search applies, the whole catalogue's count (12, 42…) also contains it.
  await expect(page.getByText('2 projects found', { exact: true })).toBeVisible();
  await page.getByLabel('Category').selectOption('healthcare');
  await expect(page.getByText('1 project found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${word}.*category=healthcare`));
  await page.getByLabel('Stage').selectOption('ready');
  await expect(page.getByText('No Projects Found')).toBeVisible();
  await page.getByLabel('Stage').selectOption('testing');
  await page.getByLabel('Sort by').selectOption({ label: 'Funding Amount' });
  await expect(page).toHaveURL(/sort=funding/);

  const sharedSearch = page.url();

  // A page past the end shows the last page, and page 1 when nothing matches.
  await page.goto(`/projects?q=${word}&page=99`);
  await expect(page.getByText('2 projects found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects\\?q=${word}$`));
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  await expect(page.getByText('No Projects Found')).toHaveCount(0);
  await page.goto(`/projects?q=nothing${word}&page=4`);
  await expect(page.getByText('No Projects Found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects\\?q=nothing${word}$`));

  // An old link with a spec alias shows the category under its own name.
  await page.goto(`/projects?q=${word}&category=biotech`);
  await expect(page).toHaveURL(new RegExp(`q=${word}&category=biotechnology$`));
  await expect(page.getByLabel('Category')).toHaveValue('biotechnology');
  await expect(page.getByLabel('Category').locator('option')).toHaveCount(9);

  // The URL is the search: a fresh visit to it shows the same result.
  await page.goto(sharedSearch);
  await expect(page.getByText('1 project found')).toBeVisible();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = page.getByTestId('project-card');
  await expect(card.getByText('No image available')).toBeVisible();
  await card.getByRole('link', { name: 'Chat with the researcher' }).click();
  // Sign-in first, then back to the conversation about this listing.
  await expect(page).toHaveURL(/\/auth\?next=%2Fmessages%3Fuser%3D/);
  await page.goBack();

  await page
    .getByTestId('project-card')
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Market Ready')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Project' })).toHaveCount(0);
  await expect(page.getByText('Review status: pending')).toHaveCount(0);

  await page.goto('/projects/999999999');
  await expect(page.getByText('Project not found')).toBeVisible();
});

test('only the owner sees Edit Project and may open the editor', async ({
  page,
  createUser,
  signIn,
  baseURL,
}) => {
  const owner = await createUser({ firstName: 'Owner', lastName: 'Researcher' });
  const other = await createUser({ firstName: 'Other', lastName: 'Researcher' });
  const id = await createListing(baseURL!, owner, {
    title: `Owned listing ${uniqueWord()}`,
    description: 'Only its owner may change it.',
    category: 'quantum',
  });

  await signIn(other);
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Owned listing');
  await expect(page.getByRole('link', { name: 'Edit Project' })).toHaveCount(0);
  await page.getByRole('button', { name: /Notify me about/ }).click();
  await expect(toastText(page, 'Notifications On')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Following/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Refer' }).click();
  const share = page.getByRole('dialog', { name: 'Refer this project' });
  await expect(share.getByLabel('Project link')).toHaveValue(new RegExp(`/projects/${id}$`));
  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(share.getByRole('status')).toHaveText(/^Link copied/);
  await expect(toastText(page, 'Link Copied')).toHaveCount(0);
  // One Escape closes the dialog: no toast sits above it.
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(page.getByRole('button', { name: 'Refer' })).toBeFocused();
  await page.goto(`/projects/${id}/edit`);
  await expect(page.getByText('You can’t edit this listing')).toBeVisible();

  await page.context().clearCookies();
  await signIn(owner);
  await page.goto(`/projects/${id}`);
  await page.getByRole('link', { name: 'Edit Project' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(/Owned listing/);

  // Unsaved edits are not lost to an accidental navigation.
  await page.getByLabel('Project Title').fill('Renamed but not saved');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByLabel('Project Title')).toHaveValue('Renamed but not saved');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await confirm.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research Projects' })).toBeVisible();
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Owned listing');
});

test('the catalogue, detail and editor pages have no serious accessibility violations', async ({
  page,
  createUser,
  signIn,
  baseURL,
}) => {
  // Ten axe passes, each a few seconds of CPU: a busy 2-core machine takes over a minute.
  test.setTimeout(120_000);
  const owner = await createUser({ firstName: 'Axe', lastName: 'Checker' });
  const id = await createListing(baseURL!, owner, {
    title: `Accessible listing ${uniqueWord()}`,
    description: 'Checked with axe.',
    category: 'energy',
  });

  await page.goto('/projects');
  await expect(page.getByText(/projects? found/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(owner);
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('link', { name: 'Edit Project' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/projects/new');
  for (const tab of [
    'Basic Info',
    'Media Gallery',
    'Header Design',
    'Content',
    'Team',
    'Research',
    'Settings',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    if (tab === 'Settings') await page.getByRole('switch', { name: 'Premium listing' }).click();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});

test('a public profile shows the researcher and their listings; a private one only the name', async ({
  page,
  createUser,
  baseURL,
  apiAs,
}) => {
  const researcher = await createUser({ firstName: 'Lise', lastName: 'Meitner' });
  const title = `Fission diagnostics ${uniqueWord()}`;
  await createListing(baseURL!, researcher, {
    title,
    description: 'Neutron counting for reactor diagnostics.',
    category: 'energy',
  });

  await page.goto(`/profile/${researcher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lise Meitner' })).toBeVisible();
  await expect(page.getByText('Test University').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const api = await apiAs(researcher);
  await updateProfile(api, { profileVisibility: 'private' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lise Meitner' })).toBeVisible();
  await expect(page.getByText('This profile is private')).toBeVisible();
  await expect(page.getByText('Test University')).toHaveCount(0);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('Notify on the detail page shows as Following on the catalogue card', async ({
  page,
  baseURL,
  createUser,
  signInNewUser,
}) => {
  const owner = await createUser({ userType: 'researcher' });
  const word = uniqueWord();
  const title = `Followable ${word} listing`;
  const id = await createListing(baseURL!, owner, {
    title,
    description: 'Cryogenic sensors for quantum labs.',
    category: 'quantum',
  });
  await signInNewUser({ userType: 'industry' });

  await page.goto(`/projects/${id}`);
  await page.getByRole('button', { name: `Notify me about ${title}` }).click();
  await expect(page.getByRole('button', { name: `Following ${title}` })).toBeVisible();

  await page.goto(`/projects?q=${word}`);
  await expect(page.getByRole('button', { name: `Following ${title}` })).toBeVisible();
});
