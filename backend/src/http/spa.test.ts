import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';

const staticDir = mkdtempSync(path.join(tmpdir(), 'labbridge-spa-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root">v1</div>');
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js'), 'console.info(1)');

const ctx = await createTestContext({ staticDir });

describe('serving the built frontend', () => {
  it('answers client routes with index.html and assets with long caching', async () => {
    const page = await ctx.request('/projects/12');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('v1');
    const asset = await ctx.request('/assets/app-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
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
});
