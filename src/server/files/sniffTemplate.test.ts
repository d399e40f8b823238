import { describe, expect, it } from 'vitest';
import { sniffTemplate } from './sniffTemplate';

const b = (s: string) => Buffer.from(s);

describe('sniffTemplate', () => {
  it('recognises PDF, HTML documents and fragments, and plain text', async () => {
    expect(await sniffTemplate(b('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await sniffTemplate(b('<!DOCTYPE html><html><body>Hi {{name}}</body></html>'))).toBe('text/html');
    expect(await sniffTemplate(b('\uFEFF  <div class="receipt">{{total}}</div>'))).toBe('text/html');
    expect(await sniffTemplate(b('<!-- invoice --><p>x</p>'))).toBe('text/html');
    expect(await sniffTemplate(b('Dear {{name}},\nthank you for your order.\n'))).toBe('text/plain');
  });

  it('refuses images, binaries, broken UTF-8 and empty files', async () => {
    expect(await sniffTemplate(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBeNull();
    expect(await sniffTemplate(b('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await sniffTemplate(Buffer.from([0x68, 0x69, 0x00, 0x21]))).toBeNull();
    expect(await sniffTemplate(Buffer.from([0x68, 0xc3, 0x28]))).toBeNull();
    expect(await sniffTemplate(b('text with a bell \u0007'))).toBeNull();
    expect(await sniffTemplate(Buffer.alloc(0))).toBeNull();
  });

  it('refuses an SVG whatever it holds, not taking one with script for HTML', async () => {
    expect(await sniffTemplate(b('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'))).toBeNull();
    expect(await sniffTemplate(b('<?xml version="1.0"?><svg><script>alert(1)</script></svg>'))).toBeNull();
  });
});
