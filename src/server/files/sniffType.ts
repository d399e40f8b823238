/**
 * Content types the files store accepts, recognised by content only. sniffType finds the images
 * and PDFs; the text types come only from sniffTemplate (customer group templates).
 */
export type SniffedType =
  | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml' | 'application/pdf'
  | 'text/html' | 'text/plain';

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The root element must be <svg> (after an optional XML declaration, comments and a DOCTYPE
 * without internal subset), so an XHTML page with an inline <svg> is not taken for an image.
 */
function isSvgDocument(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/i.test(rest);
}

/**
 * SVG is served to browsers, so anything that could run script is refused outright rather than
 * cleaned: script elements, event-handler attributes, javascript: URLs, entity declarations.
 */
function isSafeSvg(text: string): boolean {
  return !/<script\b/i.test(text)
    && !/[\s"'/]on[a-z]+\s*=/i.test(text)
    && !/javascript\s*:/i.test(text)
    && !/<!ENTITY/i.test(text);
}

/**
 * The type of a file from its first bytes (magic numbers); null when it is none of the accepted
 * types or an unsafe SVG. The client's Content-Type and file name are never consulted.
 */
export function sniffType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buf, ascii('%PDF-'))) return 'application/pdf';
  // Text formats last: a NUL byte means binary, never SVG.
  if (buf.includes(0)) return null;
  const text = buf.toString('utf8');
  if (isSvgDocument(text)) return isSafeSvg(text) ? 'image/svg+xml' : null;
  return null;
}
