/** A file sent with a mail (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one e-mail; implementations: smtpMailer (SMTP_URL set) and outboxMailer (the database). */
export interface Mailer {
  /** several `to` and the `cc` are the automated reports' receivers (one mail, every receiver sees the others) */
  send(mail: { to: string | readonly string[]; cc?: readonly string[]; subject: string; text: string; html?: string; attachments?: MailAttachment[] }): Promise<void>;
}
