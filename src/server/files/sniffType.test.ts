import { describe, expect, it } from 'vitest';
import { sniffType } from './sniffType';

const b = (s: string) => Buffer.from(s);

describe('sniffType', () => {
  it('recognises each accepted type by its magic bytes', () => {
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffType(b('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffType(b('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(b('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(b('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toBe('image/svg+xml');
    expect(sniffType(b('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg></svg>'))).toBe('image/svg+xml');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffType(b('hello'))).toBeNull();
    expect(sniffType(b('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffType(b('<?xml version="1.0"?><html><svg></svg></html>'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
    expect(sniffType(b('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('refuses SVG that could run script', () => {
    expect(sniffType(b('<svg><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffType(b('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(sniffType(b('<svg><rect ONCLICK = "x()"/></svg>'))).toBeNull();
    expect(sniffType(b('<svg><a href="javascript:alert(1)">x</a></svg>'))).toBeNull();
    expect(sniffType(b('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'))).toBeNull();
  });
});
