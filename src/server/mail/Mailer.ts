/** Sends one e-mail; implementations: smtpMailer (SMTP_URL set) and outboxMailer (the database). */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}
