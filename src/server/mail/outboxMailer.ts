import { systemPrincipal } from '../access/systemPrincipal';
import type { Services } from '../services';
import type { Mailer } from './Mailer';

/**
 * Without an SMTP relay, mails are kept in the outbox entity so an admin can read them (and pass a
 * reset link on). Written by the platform itself, so the audit names "system".
 */
export function outboxMailer(services: Pick<Services, 'items' | 'registry'>): Mailer {
  return {
    async send({ attachments, cc, to, ...mail }) {
      // The outbox row names one receiver; the others (and the cc) are kept beside it.
      const [first, ...others] = typeof to === 'string' ? [to] : to;
      const copies = [...others, ...(cc ?? [])];
      // The outbox keeps the text only; attached files are named in it (the files need SMTP_URL).
      if (attachments?.length) mail = { ...mail, text: `${mail.text}\n\n[${attachments.map((a) => a.filename).join(', ')}]` };
      const outbox = services.registry.get('outbox');
      if (!outbox) throw new Error('schemas/outbox.ts is missing: mails cannot be kept without SMTP_URL');
      await services.items.create(outbox, systemPrincipal, { ...mail, to: first, ...(copies.length ? { cc: copies.join(', ') } : {}) });
    },
  };
}
