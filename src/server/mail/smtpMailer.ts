import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * Delivers through the SMTP relay of SMTP_URL (smtp://user:pass@host:587, smtps:// for implicit
 * TLS). The sender is MAIL_FROM; relays usually insist on a sender of their own domain.
 */
export function smtpMailer(url: string, from = process.env.MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(url);
  const sender = from ?? 'backoffice <no-reply@backoffice.local>';
  return {
    async send(mail) {
      await transport.sendMail({ from: sender, to: typeof mail.to === 'string' ? mail.to : [...mail.to], ...(mail.cc?.length ? { cc: [...mail.cc] } : {}), subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) });
    },
  };
}
