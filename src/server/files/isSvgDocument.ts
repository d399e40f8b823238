/**
 * The root element must be <svg> (after an optional XML declaration, comments and a DOCTYPE
 * without internal subset), so an XHTML page with an inline <svg> is not taken for an image.
 */
export function isSvgDocument(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/i.test(rest);
}
