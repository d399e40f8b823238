import { isSvgDocument } from './isSvgDocument';
import { svgIsSafe } from './svgIsSafe';

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
 * The type of a file from its content (magic numbers; an SVG by its root element and checked by
 * svgIsSafe); null when it is none of the accepted types or an SVG with active content. The
 * client's Content-Type and file name are never consulted: every upload path decides by this (or
 * sniffTemplate, which builds on it).
 */
export async function sniffType(buf: Buffer): Promise<SniffedType | null> {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buf, ascii('%PDF-'))) return 'application/pdf';
  // Text formats last: a NUL byte means binary, never SVG.
  if (buf.includes(0)) return null;
  const text = buf.toString('utf8');
  if (isSvgDocument(text)) return (await svgIsSafe(buf)) ? 'image/svg+xml' : null;
  return null;
}
