import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/**
 * A real SMTP server on a free local port, closed after the file's tests: what the app sends
 * through SMTP_URL arrives here, parsed. A message is stored before the server accepts it, so
 * once the app's mailer is idle every message it sent is in `received`.
 */
export const startMailServer = async () => {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;

  /** Messages to `address`, oldest first. */
  const mailTo = (address: string) =>
    received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

  return { url: `smtp://127.0.0.1:${port}`, received, mailTo };
};

/** The one-time token of the link to `page` (e.g. '/verify-email') in a message's text. */
export const linkToken = (mail: ParsedMail, page: string) => {
  const match = mail.text?.match(new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
};
