import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, randomCodes } from './randomCode';

describe('randomCodes', () => {
  it('makes distinct codes of the asked length from the unambiguous alphabet', () => {
    const codes = randomCodes(5000, 8, 'PX');
    expect(codes.size).toBe(5000);
    for (const c of codes) {
      expect(c).toMatch(/^PX[A-Z2-9]{8}$/);
      expect([...c.slice(2)].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
      expect(c.slice(2)).not.toMatch(/[01OIL]/);
    }
  });
  it('leaves out codes it must avoid', () => {
    const avoid = new Set(randomCodes(50, 2));
    const codes = randomCodes(100, 2, '', avoid);
    for (const c of codes) expect(avoid.has(c)).toBe(false);
  });
});
