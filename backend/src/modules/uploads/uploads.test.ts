import { readdir, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, readJson } from '../../../test/helpers';
import { testConfig } from '../../config';
import { uploads } from '../../db/schema';
import { bannerPng, samplePdf } from '../../db/seed/samples';
import { pageSecurityHeaders } from '../../http/security';
import { uploadsDir } from './storage';

const dataDir = `.tmp/test-uploads-${process.pid}`;
const ctx = await createTestContext({
  dataDir: `${process.cwd()}/${dataDir}`,
  limits: { jsonBodyBytes: 1024 * 1024, paperUploadBytes: 4096, imageUploadBytes: 64 * 1024 },
});
const user = await signUp(ctx);
afterAll(() => rm(ctx.deps.config.dataDir, { recursive: true, force: true }));

const form = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => {
  const body = new FormData();
  body.set('file', new File([bytes], name, { type }));
  return body;
};

const send = (
  path: string,
  body: FormData | string,
  cookie: string | null = user.cookie,
  headers: Record<string, string> = {},
) => ctx.request(path, { method: 'POST', cookie: cookie ?? undefined, body, headers });

const pdf = samplePdf('Enzyme cascades', ['Results and methods.']);
const png = bannerPng([10, 20, 30], [200, 100, 50], 1, 32, 16);

describe('GET /api/upload/limits', () => {
  it('tells anyone the configured size caps', async () => {
    const res = await ctx.request('/api/upload/limits');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ paperBytes: 4096, imageBytes: 64 * 1024 });
  });
});

describe('POST /api/upload/research-paper', () => {
  it('stores a real PDF under a random name and serves it back with safe headers', async () => {
    const res = await send(
      '/api/upload/research-paper',
      form(pdf, '../../etc/Résumé "final".pdf', 'application/pdf'),
    );
    const body = await expectJson(res, 201);
    expect(body).toMatchObject({
      name: 'Résumé final.pdf',
      size: pdf.length,
      mimeType: 'application/pdf',
    });
    expect(body.fileUrl).toMatch(/^\/api\/uploads\/[a-f0-9-]{36}\.pdf$/);
    expect(await readdir(uploadsDir(ctx.deps.config.dataDir))).toContain(
      body.fileUrl.split('/').pop(),
    );

    const download = await ctx.request(body.fileUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    // Papers are never cached by shared caches (see uploads/access.ts).
    expect(download.headers.get('cache-control')).toBe('private, no-cache');
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="R_sum_ final.pdf"; filename\*=UTF-8''R%C3%A9sum%C3%A9%20final\.pdf$/,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('rejects a PNG renamed .pdf, and text claiming to be a PDF', async () => {
    for (const [bytes, name] of [
      [png, 'paper.pdf'],
      [new TextEncoder().encode('just text'), 'notes.pdf'],
      [new Uint8Array(), 'empty.pdf'],
    ] as const) {
      const res = await send('/api/upload/research-paper', form(bytes, name, 'application/pdf'));
      expect(res.status, name).toBe(400);
      const { error } = await readJson(res);
      expect(error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Please upload PDF files only.',
      });
      expect(error.details.file).toEqual(['Please upload PDF files only.']);
    }
  });

  it('answers 413 for a file over the cap, by Content-Length and by real size', async () => {
    const big = new Uint8Array(5000);
    big.set(pdf.subarray(0, 5));
    const streamed = await send('/api/upload/research-paper', form(big, 'big.pdf'));
    await expectErrorCode(streamed, 413, 'PAYLOAD_TOO_LARGE');
    const declared = await send('/api/upload/research-paper', 'x', user.cookie, {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(10 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
  });

  it('requires sign-in, a multipart body and a file field', async () => {
    expect((await send('/api/upload/research-paper', form(pdf, 'a.pdf'), null)).status).toBe(401);
    const noFile = new FormData();
    noFile.set('other', 'value');
    const missing = await send('/api/upload/research-paper', noFile);
    expect(missing.status).toBe(400);
    expect(Object.keys((await readJson(missing)).error.details)).toEqual(['file']);
    const json = await ctx.request('/api/upload/research-paper', {
      method: 'POST',
      cookie: user.cookie,
      json: { file: 'x' },
    });
    expect(json.status).toBe(400);
  });
});

describe('POST /api/upload/image', () => {
  it('accepts PNG, JPEG and WebP by content and records the upload', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
    const webp = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      4,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBPVP8 '),
    ]);
    const cases = [
      [png, 'photo.jpg', 'image/png', 'png'],
      [jpeg, 'photo', 'image/jpeg', 'jpg'],
      [webp, 'x.webp', 'image/webp', 'webp'],
    ] as const;
    for (const [bytes, name, mimeType, ext] of cases) {
      const res = await send('/api/upload/image', form(bytes, name));
      expect(res.status, name).toBe(201);
      const body = await readJson(res);
      expect(body.mimeType).toBe(mimeType);
      expect(body.fileUrl.endsWith(`.${ext}`)).toBe(true);
      const served = await ctx.request(body.fileUrl);
      expect(served.headers.get('content-type')).toBe(mimeType);
      // An image opens in the browser as a page does, so it carries the page's headers.
      for (const [header, value] of pageSecurityHeaders(false)) {
        expect(served.headers.get(header), header).toBe(value);
      }
    }
    const rows = await ctx.deps.db.select().from(uploads);
    expect(rows.filter((r) => r.kind === 'image' && r.ownerId === user.user.id)).toHaveLength(3);
  });

  it('rejects a PDF, SVG or oversized image', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const bytes of [pdf, svg]) {
      const res = await send('/api/upload/image', form(bytes, 'image.png', 'image/png'));
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.message).toBe('Please upload a PNG, JPEG or WebP image.');
    }
    const huge = new Uint8Array(100 * 1024);
    huge.set(png.subarray(0, 8));
    expect((await send('/api/upload/image', form(huge, 'huge.png'))).status).toBe(413);
  });
});

describe('GET /api/uploads/:name', () => {
  it('serves only names it generated: anything else is 404 and never touches the file system', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fsession-secret',
      'session-secret',
      '0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
      '0f8fad5b-d9cb-469f-a165-70867728950e.svg',
      `${'x'.repeat(36)}.png`,
    ]) {
      const res = await ctx.request(`/api/uploads/${name}`);
      expect(res.status, name).toBe(404);
      expect((await readJson(res)).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('upload rate limit', () => {
  it('refuses a user’s uploads beyond the budget with 429 and Retry-After, others unaffected', async () => {
    const limited = await createTestContext({
      dataDir: ctx.deps.config.dataDir,
      rateLimits: { ...testConfig().rateLimits, uploadsPerUser: 2 },
    });
    const busy = await signUp(limited);
    const calm = await signUp(limited);
    const post = (path: string, body: FormData, cookie: string) =>
      limited.request(path, { method: 'POST', cookie, body });
    expect((await post('/api/upload/research-paper', form(pdf, 'a.pdf'), busy.cookie)).status).toBe(
      201,
    );
    expect((await post('/api/upload/image', form(png, 'a.png'), busy.cookie)).status).toBe(201);
    const refused = await post('/api/upload/research-paper', form(pdf, 'b.pdf'), busy.cookie);
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).error).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      retryable: true,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await post('/api/upload/image', form(png, 'b.png'), busy.cookie)).status).toBe(429);
    expect((await post('/api/upload/image', form(png, 'c.png'), calm.cookie)).status).toBe(201);
  });
});
