import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a mailed download link works (decision in the report: a week, the mail's useful life). */
export const EXPORT_LINK_DAYS = 7;

export interface ExportLink { file: string; user: string; expires: number }

/**
 * The signature of a mailed download link: HMAC-SHA256 over file id, expiry (unix seconds) and
 * user, keyed by a key derived from the server's token secret (JWT_SECRET or the one kept in the
 * database), so every process sharing the database accepts the same links and a token signature
 * can never pass as a link signature.
 */
export function exportLinkSignature(secret: string, link: ExportLink): string {
  const key = createHmac('sha256', secret).update('mailed-export-link').digest();
  return createHmac('sha256', key).update(`${link.file}.${link.expires}.${link.user}`).digest('base64url');
}

/** The path and query of a link (base /api). */
export function exportLinkPath(secret: string, link: ExportLink): string {
  return `/api/v1/export-link/${link.file}?user=${link.user}&expires=${link.expires}&sig=${exportLinkSignature(secret, link)}`;
}

/** Whether `sig` is the link's signature (compared in constant time). */
export function exportLinkSigned(secret: string, link: ExportLink, sig: string): boolean {
  const want = Buffer.from(exportLinkSignature(secret, link));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
