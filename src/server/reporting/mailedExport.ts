import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { EXPORT_LINK_DAYS, exportLinkPath } from './exportLink';
import { exportLang, type ExportLang } from './exportLang';
import { keepExportFile } from './keepExportFile';

export const emailParam = { type: 'boolean', description: 'true: the file is mailed to the signed-in user\'s address instead (202)' } as const;

const TEXT: Record<ExportLang, { subject: (f: string) => string; attached: string; linked: (mb: string, url: string, until: string) => string; notice: string }> = {
  de: {
    subject: (f) => `Ihr Export: ${f}`, attached: 'Im Anhang finden Sie den angeforderten Export.', notice: 'Der Export wurde an Ihre E-Mail-Adresse gesendet.',
    linked: (mb, url, until) => `Der Export ist zu groß für einen Anhang (über ${mb} MB). Laden Sie ihn bis ${until} (UTC) über diesen Link herunter:\n${url}\n\nEr liegt außerdem in den Downloads des Backoffice.`,
  },
  en: {
    subject: (f) => `Your export: ${f}`, attached: 'The export you asked for is attached.', notice: 'The export was sent to your e-mail.',
    linked: (mb, url, until) => `The export is too large to attach (over ${mb} MB). Download it until ${until} (UTC) through this link:\n${url}\n\nIt is also in the downloads of the backoffice.`,
  },
  fr: {
    subject: (f) => `Votre export : ${f}`, attached: 'Vous trouverez l\'export demandé en pièce jointe.', notice: 'L\'export a été envoyé à votre adresse e-mail.',
    linked: (mb, url, until) => `L'export est trop volumineux pour une pièce jointe (plus de ${mb} Mo). Téléchargez-le jusqu'au ${until} (UTC) par ce lien :\n${url}\n\nIl se trouve aussi dans les téléchargements du backoffice.`,
  },
};

/** The file of an export (a stream or bytes) and how it is named. */
export interface ExportFile { filename: string; contentType: string; body: unknown }

/**
 * Answers an export: the file itself, or with `email=true` a 202 notice after mailing it to the
 * caller (spec: "export sent to your e-mail"). Up to the attachment limit the file is attached;
 * above it the file is kept as a finished download of the caller and the mail carries a signed
 * link to it that expires after EXPORT_LINK_DAYS (exportLinkRoute.ts serves it).
 */
export async function sendExport(services: Services, req: FastifyRequest, reply: FastifyReply, file: ExportFile) {
  const query = req.query as { email?: boolean; lang?: string };
  if (query.email !== true) return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
  const lang = exportLang(query.lang, req.headers['accept-language']);
  const t = TEXT[lang];
  const bytes = Buffer.isBuffer(file.body) ? file.body : typeof file.body === 'string' ? Buffer.from(file.body) : await buffer(file.body as NodeJS.ReadableStream);
  const limit = services.config.mailAttachmentLimit;
  const principal = req.principal!;
  if (bytes.length <= limit) {
    await services.mailer.send({ to: principal.email, subject: t.subject(file.filename), text: t.attached, attachments: [{ filename: file.filename, content: bytes, contentType: file.contentType }] });
  } else {
    const id = await keepExportFile(services, principal, { filename: file.filename, contentType: file.contentType, bytes });
    const expires = Math.floor(Date.now() / 1000) + EXPORT_LINK_DAYS * 86_400;
    const url = `${services.config.publicUrl}${exportLinkPath(services.config.jwtSecret, { file: id, user: principal.userId, expires })}`;
    const mb = (limit / 1024 / 1024).toLocaleString(lang === 'en' ? 'en' : lang, { maximumFractionDigits: 1 });
    await services.mailer.send({ to: principal.email, subject: t.subject(file.filename), text: t.linked(mb, url, new Date(expires * 1000).toISOString().slice(0, 16).replace('T', ' ')) });
  }
  return reply.code(202).send({ message: t.notice });
}

/** The documented answers of an export route: the file (200) or the mailed notice (202). */
export function exportResponses(types: readonly string[]) {
  return {
    200: { description: 'The file', content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
    202: { description: 'email=true: the file was mailed to the caller', type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
  };
}
