import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Sends one email; resolves with the .eml file written (file delivery) or null (SMTP). Rejects when not sent. */
export interface Mailer {
  kind: 'smtp' | 'files';
  send(email: OutgoingEmail): Promise<string | null>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };

const fromAddress = (config: Config) => config.MAIL_FROM ?? `Verdant <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;

/**
 * Real SMTP through nodemailer when SMTP_URL and MAIL_FROM are set; otherwise each email is rendered by nodemailer's
 * stream transport and written to DATA_DIR/mail/<id>.eml, so a fresh machine shows what would be sent.
 */
export function createMailer(config: Config): Mailer {
  const from = fromAddress(config);
  if (config.SMTP_URL) {
    // Shorter timeouts than nodemailer's (minutes): a mail server that hangs should not hold the worker. nodemailer
    // reads options from the URL's query; ones the operator wrote there win.
    const url = new URL(config.SMTP_URL);
    for (const [name, value] of Object.entries(SMTP_TIMEOUTS))
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    const transport = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      async send(email) {
        await transport.sendMail({ from, ...message(email) });
        return null;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(config.dataDir, 'mail');
  return {
    kind: 'files',
    async send(email) {
      const info = await transport.sendMail({ from, ...message(email) });
      await mkdir(folder, { recursive: true });
      const file = `${String(email.id).padStart(6, '0')}.eml`;
      await writeFile(path.join(folder, file), info.message as Buffer);
      return file;
    },
    close: () => transport.close(),
  };
}

const message = (email: OutgoingEmail) => ({
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  headers: email.headers,
  // The same id on a retried send, so a receiving server or client can drop the duplicate.
  messageId: `<outbox-${email.id}@verdant>`,
});
