import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerPng, samplePdf } from '../../src/db/seed/samples';
import { outboxDir } from '../../src/mail/mailer';
import { STORAGE_NAME, uploadsDir } from '../../src/modules/uploads/storage';
import { signUp } from '../factories';
import { createTestContext, readJson } from '../helpers';

/**
 * Hostile files and hostile paths against the real HTTP server: nothing is written outside
 * DATA_DIR/uploads, nothing outside it is ever served, and what is served cannot run as a page of
 * this origin. (uploads-access.test.ts covers who may fetch a file; uploads.test.ts the happy path.)
 */
const base = path.resolve(`.tmp/test-uploads-hostile-${process.pid}`);
const dataDir = path.join(base, 'data');
const staticDir = path.join(base, 'static');
// Files a traversal would be after: one in DATA_DIR beside uploads/, one beside DATA_DIR.
const SECRET = `secret-${randomUUID()}`;
await mkdir(path.join(staticDir, 'assets'), { recursive: true });
await mkdir(dataDir, { recursive: true });
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>SPA</title>');
await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
await writeFile(path.join(dataDir, 'session-secret'), SECRET);
await writeFile(path.join(base, 'outside.txt'), SECRET);

const ctx = await createTestContext({ dataDir, staticDir });
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(base, { recursive: true, force: true });
});
const user = await signUp(ctx);

/**
 * Sends `target` byte for byte as the request line's path: fetch and http.request would
 * normalise `..` and reject raw backslashes or NULs before the server saw them.
 */
const rawGet = (target: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(text.slice(9, 12)),
        headers: text.slice(0, split).toLowerCase(),
        body: text.slice(split + 4),
      });
    });
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      'latin1',
    );
  });

/**
 * Every file under `base`, relative to it, but the sign-up's verification mail: the mailer writes
 * it to DATA_DIR/outbox when it gets to it, which may be while the uploads run.
 */
const filesUnder = async () =>
  (await readdir(base, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !(path.dirname(file) === outboxDir(dataDir) && file.endsWith('.eml')))
    .map((file) => path.relative(base, file))
    .sort();

const post = (kind: 'research-paper' | 'image', bytes: Uint8Array, name: string, type: string) => {
  const body = new FormData();
  body.set('file', new File([bytes], name, { type }));
  return ctx.request(`/api/upload/${kind}`, { method: 'POST', cookie: user.cookie, body });
};

const pdf = samplePdf('Hostile names', ['Only the bytes count.']);
const png = bannerPng([1, 2, 3], [200, 200, 200], 1, 8, 8);
const text = (s: string) => new TextEncoder().encode(s);
const hasControl = (value: string) => [...value].some((ch) => ch.charCodeAt(0) < 0x20);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The only types a stored file is ever served as, and the ones safe to show inline. */
const SERVED_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
const INLINE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Fetches a stored file and checks the headers that keep it from running as a page. */
const expectServedSafely = async (fileUrl: string) => {
  const res = await ctx.request(fileUrl, { cookie: user.cookie });
  expect(res.status).toBe(200);
  const type = res.headers.get('content-type') ?? '';
  expect(SERVED_TYPES).toContain(type);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const disposition = res.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(INLINE_TYPES.includes(type) ? /^inline;/ : /^attachment;/);
  return { type, disposition };
};

describe('upload names that try to leave the uploads folder', () => {
  it('store the file under a generated name inside DATA_DIR/uploads and keep only a plain display name', async () => {
    const names = [
      '../../escape.pdf',
      '..%2f..%2fescape.pdf',
      '%2e%2e%2f%2e%2e%2fescape.pdf',
      '/etc/escape.pdf',
      '/tmp/../../escape.pdf',
      'C:\\Windows\\escape.pdf',
      '..\\..\\escape.pdf',
      'escape.pdf\u0000.html',
      '\u0000',
      '..',
      '.htaccess',
    ];
    const before = await filesUnder();
    const stored: string[] = [];
    for (const name of names) {
      const res = await post('research-paper', pdf, name, 'application/pdf');
      expect(res.status, name).toBe(201);
      const body = await readJson(res);
      const storageName = body.fileUrl.replace('/api/uploads/', '');
      expect(storageName, name).toMatch(STORAGE_NAME);
      stored.push(storageName);
      // The display name is a name, never a path, never hidden, and says what the file is.
      expect(body.name, name).not.toMatch(/[/\\]/);
      expect(hasControl(body.name), name).toBe(false);
      expect(body.name, name).not.toMatch(/^\./);
      expect(body.name, name).toMatch(/\.pdf$/);
      const { disposition } = await expectServedSafely(body.fileUrl);
      expect(disposition, name).not.toContain('\\');
      expect(hasControl(disposition), name).toBe(false);
    }
    // Exactly the new files appeared, all of them directly in the uploads folder.
    const added = (await filesUnder()).filter((file) => !before.includes(file));
    const folder = path.relative(base, uploadsDir(dataDir));
    expect(added.sort()).toEqual(stored.map((name) => path.join(folder, name)).sort());
  });
});

describe('download paths that try to leave the uploads folder', () => {
  it('answer 404 (or 400 from the HTTP parser) and never a byte of a file outside it', async () => {
    const res = await post('image', png, 'ok.png', 'image/png');
    const legit = (await readJson(res)).fileUrl as string;
    const name = legit.replace('/api/uploads/', '');
    // The raw client reaches the real file: the checks below are not passing for lack of a route.
    const control = await rawGet(legit);
    expect(control.status).toBe(200);
    expect(control.headers).toContain('content-type: image/png');

    const uploadPaths = [
      '/api/uploads/../session-secret',
      '/api/uploads/..%2fsession-secret',
      '/api/uploads/..%2F..%2Foutside.txt',
      '/api/uploads/%2e%2e%2fsession-secret',
      '/api/uploads/%2E%2E/session-secret',
      '/api/uploads/%252e%252e%252fsession-secret',
      '/api/uploads/..%5csession-secret',
      '/api/uploads/..\\session-secret',
      '/api/uploads/..\\..\\outside.txt',
      '/api/uploads/%2fetc%2fpasswd',
      `/api/uploads/${encodeURIComponent(path.join(dataDir, 'session-secret'))}`,
      `/api/uploads/${name}%00`,
      `/api/uploads/${name}%00.html`,
      `/api/uploads/${name}/..%2f..%2fsession-secret`,
      `/api/uploads/${name}%2f..%2f..%2fsession-secret`,
      '/api/uploads/%00',
    ];
    for (const target of uploadPaths) {
      const answer = await rawGet(target);
      expect(answer.body, target).not.toContain(SECRET);
      expect([400, 404], target).toContain(answer.status);
      if (answer.status === 404) expect(answer.headers, target).toContain('application/json');
    }

    // The SPA's static files are the other place a path reaches the disk.
    const spaPaths = [
      '/../data/session-secret',
      '/..%2fdata%2fsession-secret',
      '/%2e%2e/data/session-secret',
      '/%2e%2e%2f%2e%2e%2foutside.txt',
      '/assets/..%2f..%2fdata%2fsession-secret',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/..%5cdata%5csession-secret',
      '/..\\data\\session-secret',
      '/assets/..\\..\\outside.txt',
      `/${encodeURIComponent(path.join(base, 'outside.txt'))}`,
      '/assets/app.js%00.html',
    ];
    for (const target of spaPaths) {
      const answer = await rawGet(target);
      expect(answer.body, target).not.toContain(SECRET);
      expect(answer.status, target).toBeLessThan(500);
    }
  });
});

describe('HTML, SVG and polyglot uploads with spoofed types', () => {
  it('refuses markup whatever type and name it claims', async () => {
    const html = text('<!doctype html><html><body><script>alert(document.cookie)</script>');
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const gif = text('GIF89a<script>alert(1)</script>');
    const cases = [
      ['research-paper', html, 'paper.pdf', 'application/pdf'],
      ['research-paper', html, 'page.html', 'text/html'],
      ['image', html, 'photo.png', 'image/png'],
      ['image', svg, 'logo.svg', 'image/svg+xml'],
      ['research-paper', svg, 'logo.pdf', 'application/pdf'],
      ['image', gif, 'anim.gif', 'image/gif'],
    ] as const;
    const before = await filesUnder();
    for (const [kind, bytes, name, type] of cases) {
      const res = await post(kind, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect((await readJson(res)).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await filesUnder()).toEqual(before);
  });

  it('serves a polyglot as the type of its first bytes: never as HTML or SVG, sniffing off, non-images as attachments', async () => {
    const page = text('\n<html><body><script>alert(document.cookie)</script></body></html>\n');
    const cases = [
      // A real PDF with a page of HTML after it, named and declared as HTML.
      ['research-paper', concat(pdf, page), 'report.html', 'text/html', 'application/pdf'],
      [
        'research-paper',
        concat(text('%PDF-1.4'), page),
        'x.svg',
        'image/svg+xml',
        'application/pdf',
      ],
      // A real PNG with HTML appended, declared as HTML and as SVG.
      ['image', concat(png, page), 'photo.html', 'text/html', 'image/png'],
      ['image', concat(png, page), 'photo.svg', 'image/svg+xml', 'image/png'],
      // JPEG magic followed by SVG markup.
      [
        'image',
        concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), text('<svg onload="alert(1)"/>')),
        'x.svg',
        'image/svg+xml',
        'image/jpeg',
      ],
    ] as const;
    for (const [kind, bytes, name, declared, expected] of cases) {
      const res = await post(kind, bytes, name, declared);
      expect(res.status, name).toBe(201);
      const body = await readJson(res);
      expect(body.mimeType, name).toBe(expected);
      // Saved, its name keeps no extension a browser or desktop would open as a page.
      expect(body.name, name).not.toMatch(/\.(html?|svg|xhtml)$/i);
      const { type, disposition } = await expectServedSafely(body.fileUrl);
      expect(type, name).toBe(expected);
      expect(disposition, name).not.toMatch(/\.(html?|svg|xhtml)("|$)/i);
    }
  });
});
