import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProject, signUp } from '../../test/factories';
import { createTestContext } from '../../test/helpers';
import { pageSecurityHeaders } from './security';

const staticDir = mkdtempSync(path.join(tmpdir(), 'labbridge-spa-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root">v1</div>');
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js'), 'console.info(1)');
writeFileSync(
  path.join(staticDir, 'assets', 'app-abc.js.br'),
  brotliCompressSync('console.info(1)'),
);
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js.gz'), gzipSync('console.info(1)'));
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js.map'), '{"version":3,"sources":[]}');

const ctx = await createTestContext({ staticDir });

describe('serving the built frontend', () => {
  it('answers client routes with index.html and assets with long caching', async () => {
    const page = await ctx.request('/projects/12');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('v1');
    const asset = await ctx.request('/assets/app-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const [name, value] of pageSecurityHeaders(false)) {
      expect(page.headers.get(name), name).toBe(value);
      expect(asset.headers.get(name), name).toBe(value);
    }
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a missing asset with 404, and an unknown API path with JSON', async () => {
    expect((await ctx.request('/assets/app-old.js')).status).toBe(404);
    const api = await ctx.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root">v2</div>');
    expect(await (await ctx.request('/')).text()).toContain('v2');
  });

  it('sends the precompressed file the browser accepts, and never a source map', async () => {
    const br = await ctx.request('/assets/app-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe('console.info(1)');
    const gz = await ctx.request('/assets/app-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.info(1)');
    const plain = await ctx.request('/assets/app-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.info(1)');
    expect((await ctx.request('/assets/app-abc.js.map')).status).toBe(404);
  });

  it('compresses JSON answers of the API for clients that accept gzip', async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 4; i++) await createProject(ctx, owner.cookie);
    const res = await ctx.request('/api/projects', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const json = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(JSON.parse(json).projects).toHaveLength(4);
    const plain = await ctx.request('/api/projects');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(json);
  });
});
