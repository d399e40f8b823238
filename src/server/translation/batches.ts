/** What one provider request carries at most: DeepL takes 50 texts and a 128 KiB body. */
export const BATCH_LIMITS = { texts: 50, bytes: 100_000 };

/**
 * The texts cut into consecutive runs within `limits` (a single text over the byte limit goes
 * alone, for the provider to judge), so a long list becomes several requests in order.
 */
export function batches(texts: readonly string[], limits = BATCH_LIMITS): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text);
    if (current.length && (current.length >= limits.texts || bytes + size > limits.bytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}
