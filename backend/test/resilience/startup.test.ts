import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';

const parent = await mkdtemp(path.join(tmpdir(), 'labbridge-start-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('start-up in production', () => {
  it('creates a DATA_DIR that does not exist yet, then serves, keeping idle connections open longer than a proxy does', async () => {
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    const running = await startServer(config, pino({ level: 'silent' }));
    try {
      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(200);
      // nginx closes its idle connections to the app after 60 s (deploy/nginx.conf): the app
      // must keep them longer, or a request can meet a connection as the app closes it.
      const idleSeconds = Number(ready.headers.get('keep-alive')?.match(/timeout=(\d+)/)?.[1]);
      expect(idleSeconds).toBeGreaterThan(60);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await running.stop();
    }
  });
});
