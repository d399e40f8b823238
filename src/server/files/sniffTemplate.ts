import { isSvgDocument } from './isSvgDocument';
import { sniffType, type SniffedType } from './sniffType';

export type TemplateType = Extract<SniffedType, 'application/pdf' | 'text/html' | 'text/plain'>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text a template may hold: UTF-8 without NUL or other control characters than tab and line breaks. */
function asText(buf: Buffer): string | null {
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text) ? null : text.replace(/^\uFEFF/, '');
}

/**
 * The type of an uploaded customer group template, by content only: a PDF, an HTML document or
 * fragment (it starts with a tag, a comment or a doctype), or plain UTF-8 text. Images and
 * other binaries are refused (null).
 */
export async function sniffTemplate(buf: Buffer): Promise<TemplateType | null> {
  if (buf.length === 0) return null;
  const known = await sniffType(buf);
  if (known === 'application/pdf') return known;
  if (known) return null;
  const text = asText(buf);
  // An SVG (refused by sniffType for its content) or another XML document is no HTML or text template.
  if (text === null || isSvgDocument(text) || /^\s*<\?/.test(text)) return null;
  return /^\s*<(!doctype\s+html|!--|[a-z])/i.test(text) ? 'text/html' : 'text/plain';
}
