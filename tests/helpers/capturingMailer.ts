import type { MailAttachment, Mailer } from '../../src/server/mail/Mailer';

/** A mail the capturing mailer kept. */
export interface SentMail { to: string[]; cc: string[]; subject: string; text: string; attachments: MailAttachment[] }

/**
 * A mailer standing where SMTP would be: it keeps every mail in `sent`, and refuses the next
 * `failNext` sends ("relay refused the mail") to show how a caller retries.
 */
export function capturingMailer() {
  const sent: SentMail[] = [];
  const state = { failNext: 0 };
  const mailer: Mailer = {
    async send(mail) {
      if (state.failNext > 0) {
        state.failNext--;
        throw new Error('relay refused the mail');
      }
      sent.push({ to: typeof mail.to === 'string' ? [mail.to] : [...mail.to], cc: [...(mail.cc ?? [])], subject: mail.subject, text: mail.text, attachments: mail.attachments ?? [] });
    },
  };
  return { mailer, sent, state };
}
