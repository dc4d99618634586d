import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createLogger } from '../logger';
import { createMailer, outboxDir } from './mailer';

const dataDir = await mkdtemp(path.join(tmpdir(), 'labbridge-mail-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
};

const message = {
  to: 'ada@example.test',
  subject: 'Reset your LabBridge password',
  text: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
  html: '<p>Choose a new password</p>',
};

describe('the mailer', () => {
  it('without SMTP_URL writes each message to DATA_DIR/outbox and logs the file', async () => {
    const config = testConfig({ dataDir, logLevel: 'info' });
    const log = capture();
    const mailer = createMailer(config, createLogger(config, log.stream));
    mailer.send(message);
    await mailer.idle();
    const files = await readdir(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    const file = path.join(outboxDir(dataDir), files[0]!);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toContain('/reset-password?token=abc');
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/outbox/), file, to: message.to }),
    );
  });

  it('logs a message the SMTP server does not take, and never throws at the sender', async () => {
    const config = testConfig({
      dataDir,
      logLevel: 'info',
      mail: { ...testConfig().mail, smtpUrl: 'smtp://127.0.0.1:1' },
    });
    const log = capture();
    const mailer = createMailer(config, createLogger(config, log.stream));
    expect(() => mailer.send(message)).not.toThrow();
    await mailer.idle();
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'mail not sent', to: message.to, level: 50 }),
    );
  });
});
