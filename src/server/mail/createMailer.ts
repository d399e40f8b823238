import type { Services } from '../services';
import type { Mailer } from './Mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

/** SMTP_URL set → a real relay; unset → the outbox, so a fresh install still "sends" reset links. */
export function createMailer(services: Pick<Services, 'items' | 'registry'>, smtpUrl = process.env.SMTP_URL): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl) : outboxMailer(services);
}
