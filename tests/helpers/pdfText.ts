/**
 * The text drawn in an uncompressed PDF written by pdfkit (standard fonts): every `[...] TJ` and
 * `<...> Tj` operator's hex strings decoded as WinAnsi, one line each.
 */
export function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of src.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const hexes = m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [m[2]];
    out.push(hexes.map((h) => winAnsi(Buffer.from(h, 'hex'))).join(''));
  }
  return out.join('\n');
}

/** WinAnsi is Latin-1 but for 0x80–0x9f; of those our PDFs print only the euro sign. */
function winAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b === 0x80 ? '€' : String.fromCharCode(b))).join('');
}
