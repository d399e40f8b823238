/**
 * Text as windows-1252 bytes, the character set DATEV's import expects of EXTF files. No encoder
 * package is installed, and Node's TextEncoder writes UTF-8 only, so the byte of each character is
 * taken from the platform's own WHATWG windows-1252 decoder (every byte decoded once): no table is
 * written by hand. A character the code page cannot hold becomes `?`.
 */
const BYTE_OF: Map<string, number> = (() => {
  const decoder = new TextDecoder('windows-1252');
  const map = new Map<string, number>();
  for (let b = 0; b < 256; b++) {
    const ch = decoder.decode(Uint8Array.of(b));
    if (!map.has(ch)) map.set(ch, b);
  }
  return map;
})();

export function windows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let i = 0;
  for (const ch of text) out[i++] = BYTE_OF.get(ch) ?? 0x3f;
  return out.subarray(0, i);
}
