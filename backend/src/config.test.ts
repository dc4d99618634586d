import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'labbridge-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded database and generates a persistent session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET/,
    );
  });

  it('parses ADMIN_EMAILS case-insensitively and configures OpenAI only with a key', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: ' Boss@X.test, ,ops@x.test' });
    expect(config.adminEmails).toEqual(['boss@x.test', 'ops@x.test']);
    expect(config.openai).toBeUndefined();
    const withKey = loadConfig({
      DATA_DIR: dataDir(),
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(withKey.openai).toMatchObject({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1' });
  });
});

describe('SEED_DEMO_DATA', () => {
  it('defaults to seeding outside production only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemoData).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: '0' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: '', PORT: '' })).toMatchObject({
      seedDemoData: true,
      port: 3000,
    });
  });
});
