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
  it('creates a DATA_DIR that does not exist yet, then serves', async () => {
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
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await running.stop();
    }
  });
});
