import type { DOMPurify } from 'dompurify';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Namespaces whose elements a browser renders or runs; anything else is inert editor data. */
const LIVE_NS = new Set([SVG_NS, 'http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);
/** Removed attributes that count as active: handlers, references, animation targets and values. */
const ACTIVE_ATTR = /^(on|href$|xlink:href$|src$|action$|formaction$|attributename$|from$|to$|values$|by$|begin$|end$)/i;
/** Raster images may be embedded in an <image>; every other reference must point into the file itself. */
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp)[;,]/i;
/** CSS that loads something: url() other than a fragment, @import, old IE expressions. */
const CSS_LOAD = /url\s*\(\s*(?!['"]?\s*#)|@import|expression\s*\(/i;

interface Purifier {
  purify: DOMPurify;
  parse(text: string): Document;
}

let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify (maintained by Cure53, with an SVG profile) needs a DOM on the server; its authors
 * recommend jsdom (other DOM libraries have parsed differently from browsers, which let markup
 * through), so jsdom it is, although it is large: both load with the first SVG upload, not at boot.
 * sanitize-html was the other candidate; it parses as HTML, not as the XML an SVG is read as.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    const parser = new window.DOMParser();
    return { purify, parse: (text) => parser.parseFromString(text, 'image/svg+xml') };
  })();
  return purifier;
}

/**
 * Whether an uploaded SVG may be stored and served: it holds nothing that runs script, loads
 * anything or changes itself. The file is parsed as the XML a browser parses it as (the raw text
 * never reaches a regular expression, so spellings like `jav&#x61;script:` are seen decoded) and
 * sanitised in place with DOMPurify's SVG profile, which drops script, event handlers,
 * foreignObject, animation elements (`<set>`) and URLs it does not allow; on top, every reference
 * (also of a `<use>`) must point into the file itself (or embed a raster image in an `<image>`) and no
 * attribute or style may load anything. A processing instruction (`xml-stylesheet`) anywhere, a
 * file that is not well-formed and a root that is not an SVG element are refused too. The file is
 * refused when the sanitiser removed anything that can act; removing only inert editor data
 * (elements and attributes of other namespaces, unknown plain attributes) is no reason to refuse,
 * and the file is stored as uploaded (the served copy runs under a sandboxing CSP besides).
 */
export async function svgIsSafe(bytes: Buffer): Promise<boolean> {
  const { purify, parse } = await loadPurifier();
  const doc = parse(bytes.toString('utf8'));
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return false;
  // Outside the root only comments and the doctype may stand (the sanitiser sees the root's tree only).
  for (const node of Array.from(doc.childNodes)) {
    if (node !== root && node.nodeType !== node.COMMENT_NODE && node.nodeType !== node.DOCUMENT_TYPE_NODE) return false;
  }
  if (doc.createTreeWalker(doc, 0x40 /* NodeFilter.SHOW_PROCESSING_INSTRUCTION */).nextNode()) return false;

  // The hooks and the sanitiser run synchronously, so no other upload shares this flag.
  let active = false;
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name === 'href' || name === 'xlink:href') {
      const embedded = (node as Element).localName === 'image' && EMBEDDED_RASTER.test(value);
      if (!value.startsWith('#') && !embedded) active = true;
    }
    // fill="url(https://…)", style="background:url(…)" and the like load from elsewhere.
    if (CSS_LOAD.test(value)) active = true;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && CSS_LOAD.test(node.textContent ?? '')) active = true;
  });
  try {
    // <use> is left out of DOMPurify's profile for its references to other files; with every
    // reference kept inside the file (hook above) it only repeats a shape, as editors' exports do.
    purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
  } finally {
    purify.removeAllHooks();
  }
  for (const r of purify.removed as Array<{ element?: Node; attribute?: Attr | null }>) {
    if (r.attribute) {
      if (attributeCanAct(r.attribute)) active = true;
    } else if (r.element && r.element.nodeType !== r.element.COMMENT_NODE) {
      // A removed element of a live namespace can act; the children of a removed foreign element
      // are put back in its place by the sanitiser and checked on their own.
      if (r.element.nodeType !== r.element.ELEMENT_NODE || LIVE_NS.has((r.element as Element).namespaceURI ?? '')) active = true;
    }
  }
  return !active;
}

/** Whether a removed attribute could have done something in a browser. */
function attributeCanAct(a: Attr): boolean {
  if (a.namespaceURI === XML_NS) return a.localName !== 'space' && a.localName !== 'lang';
  if (a.namespaceURI !== null && a.namespaceURI !== XLINK_NS) return false;
  return ACTIVE_ATTR.test(a.name) || /script\s*:|data\s*:/i.test(a.value) || CSS_LOAD.test(a.value);
}
