// Production mail transport: SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@host:465.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export const DEFAULT_MAIL_FROM = 'Northwind Desk <no-reply@desk.local>';

export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: async () => transport.close(),
  };
}
