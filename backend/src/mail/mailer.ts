import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Queues a message and returns at once: a slow or failing mail server never holds up (or
   * fails) the request that sent it, and a failure is logged for the operator.
   */
  send(message: MailMessage): void;
  /** Resolves once every queued message has been handed over (or has failed). */
  idle(): Promise<void>;
  close(): void;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * nodemailer over SMTP_URL; without it, each message is rendered as it would be sent and written
 * to DATA_DIR/outbox as an .eml file, with a log line naming the file: development needs no
 * mail server, and only the operator can read the links.
 */
export const createMailer = ({ mail, dataDir }: Config, logger: Logger): Mailer => {
  // nodemailer loads with the first message: most starts send none.
  let transport: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return mail.smtpUrl
      ? nodemailer.createTransport(mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };

  const deliver = async (message: MailMessage) => {
    transport ??= open();
    const info = await (await transport).sendMail({ from: mail.from, ...message });
    const about = { to: message.to, subject: message.subject };
    if (mail.smtpUrl) {
      logger.info({ ...about, messageId: info.messageId }, 'mail sent');
      return;
    }
    const dir = outboxDir(dataDir);
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    logger.info({ ...about, file }, 'mail written to the outbox (SMTP_URL is not set)');
  };

  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const work = deliver(message).catch((err: unknown) => {
        logger.error({ err, to: message.to, subject: message.subject }, 'mail not sent');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close: () => {
      // Nothing to close when it never opened (or failed to: that send logged why).
      transport?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
};
