/** A file sent with a mail (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one e-mail; implementations: smtpMailer (SMTP_URL set) and outboxMailer (the database). */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] }): Promise<void>;
}
