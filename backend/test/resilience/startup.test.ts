import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnBackend } from '../backend-process';

const parent = await mkdtemp(path.join(tmpdir(), 'labbridge-start-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('start-up in production', () => {
  it('creates a DATA_DIR that does not exist yet, then serves', async () => {
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const backend = await spawnBackend({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    try {
      expect((await backend.request('/readyz')).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await backend.stop();
    }
  });
});
