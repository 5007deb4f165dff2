import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const from = 'Fixwise <no-reply@fixwise.local>';

/** SMTP when `SMTP_URL` is set; otherwise each mail becomes a file in the outbox and a log line. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Loaded with the first mail rather than at start-up, which it would slow for everyone.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= import('nodemailer').then((module) =>
          module.default.createTransport(smtpUrl),
        );
        await (await transport).sendMail({ from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      const body = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(file, body);
      console.log(`mail to ${mail.to} written to ${file}: ${mail.subject}`);
    },
  };
}
