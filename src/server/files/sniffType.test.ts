import { describe, expect, it } from 'vitest';
import { ACTIVE_SVGS } from '../../../tests/helpers/activeSvgs';
import { sniffType } from './sniffType';

const b = (s: string) => Buffer.from(s);
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sniffType', () => {
  it('recognises each accepted type by its magic bytes', async () => {
    expect(await sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(await sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(await sniffType(b('GIF89a\x01\x00'))).toBe('image/gif');
    expect(await sniffType(b('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(await sniffType(b('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await sniffType(b(`<svg ${NS}><rect width="1" height="1"/></svg>`))).toBe('image/svg+xml');
    expect(await sniffType(b(`\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg ${NS}></svg>`))).toBe('image/svg+xml');
  });

  it('refuses everything else, whatever it claims to be', async () => {
    expect(await sniffType(b('hello'))).toBeNull();
    expect(await sniffType(b('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(await sniffType(b('<?xml version="1.0"?><html><svg></svg></html>'))).toBeNull();
    expect(await sniffType(Buffer.alloc(0))).toBeNull();
    expect(await sniffType(b('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    // Browsers draw neither: no SVG namespace, not well-formed.
    expect(await sniffType(b('<svg><rect/></svg>'))).toBeNull();
    expect(await sniffType(b(`<svg ${NS}><rect></svg>`))).toBeNull();
  });

  it.each(Object.entries(ACTIVE_SVGS))('SVG variants: refuses %s', async (_name, svg) => {
    expect(await sniffType(b(svg))).toBeNull();
  });

  it('SVG variants: accepts what editors write without anything active', async () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${NS} ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  viewBox="0 0 10 10" width="10" height="10" version="1.1" xml:space="preserve" inkscape:version="1.3" sodipodi:docname="logo.svg">
  <sodipodi:namedview id="nv" pagecolor="#ffffff"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs>
  <style>.a { fill: url(#g); stroke: #333 }</style>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer">
    <rect class="a" width="10" height="10" style="fill:url(#g)"/>
    <a href="#g"><circle id="dot" cx="5" cy="5" r="2" fill="url('#g')"/></a>
    <use href="#dot" x="2"/><use xlink:href="#dot" x="4"/>
    <text x="1" y="9" font-family="sans-serif">Hi</text>
    <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  </g>
</svg>
`;
    expect(await sniffType(b(inkscape))).toBe('image/svg+xml');
  });
});
