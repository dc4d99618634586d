import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client';
import { uploadAttachments } from '../../src/db/schema';
import { bannerPng, samplePdf } from '../../src/db/seed/samples';
import { createProject, editableFields, signUp, signUpAdmin } from '../factories';
import { createTestContext, readJson } from '../helpers';

const ctx = await createTestContext({
  dataDir: `${process.cwd()}/.tmp/test-uploads-access-${process.pid}`,
});
afterAll(() => rm(ctx.deps.config.dataDir, { recursive: true, force: true }));

const owner = await signUp(ctx);
const stranger = await signUp(ctx, { userType: 'industry' });
const admin = await signUpAdmin(ctx);

const upload = async (cookie: string, kind: 'research-paper' | 'image') => {
  const body = new FormData();
  const file =
    kind === 'image'
      ? new File([bannerPng([9, 9, 9], [99, 99, 99], 3, 16, 8)], 'photo.png')
      : new File([samplePdf('Private results', ['Unpublished.'])], 'results.pdf');
  body.set('file', file);
  const res = await ctx.request(`/api/upload/${kind}`, { method: 'POST', cookie, body });
  expect(res.status).toBe(201);
  return (await readJson(res)).fileUrl as string;
};

/** A listing with an uploaded paper and an uploaded image. */
const listingWithFiles = async (visibility: 'public' | 'private') => {
  const paper = await upload(owner.cookie, 'research-paper');
  const image = await upload(owner.cookie, 'image');
  const project = await createProject(ctx, owner.cookie, {
    visibility,
    researchPapers: [{ name: 'Results', fileUrl: paper }],
    mediaCarousel: [{ id: 'm1', type: 'image', url: image }],
  });
  return { project, paper, image };
};

const status = async (url: string, cookie?: string) => (await ctx.request(url, { cookie })).status;

describe('files attached to a listing', () => {
  it('are served only to viewers who may open a private listing', async () => {
    const { paper, image } = await listingWithFiles('private');
    for (const url of [paper, image]) {
      expect(await status(url), url).toBe(404);
      expect(await status(url, stranger.cookie), url).toBe(404);
      expect(await status(url, owner.cookie), url).toBe(200);
      expect(await status(url, admin.cookie), url).toBe(200);
    }
    const res = await ctx.request(paper, { cookie: owner.cookie });
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(res.headers.get('cache-control')).not.toMatch(/public/);
  });

  it('follow the listing: public, then private, then public again', async () => {
    const { project, paper, image } = await listingWithFiles('public');
    expect(await status(paper)).toBe(200);
    const shown = await ctx.request(image);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toMatch(/public/);

    const hide = await ctx.request(`/api/projects/${project.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { ...editableFields(project), visibility: 'private' },
    });
    expect(hide.status).toBe(200);
    expect(await status(paper)).toBe(404);
    expect(await status(image, stranger.cookie)).toBe(404);

    const archived = await ctx.request(`/api/projects/${project.id}/archive`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(archived.status).toBe(200);
    await ctx.request(`/api/projects/${project.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { ...editableFields(project), visibility: 'public' },
    });
    // Archived: still not for others.
    expect(await status(paper)).toBe(404);
    await ctx.request(`/api/projects/${project.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(await status(paper)).toBe(200);
  });

  it('cannot be made public by linking them from someone else’s public listing', async () => {
    const { paper } = await listingWithFiles('private');
    const borrower = await signUp(ctx);
    await createProject(ctx, borrower.cookie, {
      visibility: 'public',
      researchPapers: [{ name: 'Borrowed', fileUrl: paper }],
    });
    expect(await status(paper)).toBe(404);
  });

  it('a file on no listing (a profile picture) is served to anyone', async () => {
    const image = await upload(owner.cookie, 'image');
    expect(await status(image)).toBe(200);
  });
});

describe('the migration that introduced attachments', () => {
  it('attached the files existing listings already linked to', async () => {
    const { project, paper } = await listingWithFiles('private');
    const { projectId, uploadId } = uploadAttachments;
    await ctx.deps.db.delete(uploadAttachments).where(eq(projectId, project.id));
    expect(await status(paper)).toBe(200);
    const folder = migrationsFolder();
    const statements = (await readdir(folder))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'))
      .flatMap((text) => text.split('--> statement-breakpoint'))
      .filter((statement) => statement.includes('INSERT INTO "upload_attachments"'));
    expect(statements).toHaveLength(1);
    await ctx.deps.db.execute(sql.raw(statements[0]!));
    const rows = await ctx.deps.db
      .select({ uploadId })
      .from(uploadAttachments)
      .where(eq(projectId, project.id));
    expect(rows).toHaveLength(2);
    expect(await status(paper)).toBe(404);
  });
});
