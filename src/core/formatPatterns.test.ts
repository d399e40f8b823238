import { describe, expect, it } from 'vitest';
import { FORMAT_PATTERNS } from './formatPatterns';
import { FORMAT_VALIDATORS } from './formatValidators';

/** Small deterministic generator (mulberry32), so a failure names a reproducible value. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valid examples per format; random values are built by mutating them and from their alphabet. */
const SEEDS: Record<string, string[]> = {
  objectId: ['507f1f77bcf86cd799439011'],
  phone: ['+4912345678901', '+123456'],
  iban: ['DE89 3704 0044 0532 0130 00', 'de89370400440532013000', 'NL91ABNA0417164300', 'CH9300762011623852957'],
  identifier: ['main_course', 'a_b'],
  password: ['Abcdefg1', 'Passw0rd`~', 'ABCDEFG"\\'],
  price: ['1.99', '1,99', '-3', '10.5'],
  decimal: ['1.99', '10.5', '3'],
  hourMinute: ['00:00', '09:30', '23:59'],
  dateOnly: ['2024-02-29', '1999-12-31', '2000-02-29', '1900-02-28', '0100-01-01', '0400-02-29'],
  domainUrl: ['example.com', 'www.example.com/path?x=1', 'shop.example.co.uk:8080'],
  simpleUrl: ['https://example.com', 'HTTP://localhost:3000/x', 'http://10.0.0.1/a'],
  emailList: ['a@example.com', 'a@example.com , b@example.org'],
  integerList: ['1', '1, -2 , 30'],
  csvList: ['cash', 'cash , gift card'],
  vatNumber: ['DE123456789', 'ATU12345678', 'FR12 345678901', 'CHE-123.456.789 MWST', 'DE123'],
  germanTaxNumber: ['93815/08152', '181/815/08155', '2181081508155', '21 815 08155', ' 2181081508155 '],
  quantity: ['1', '99999', '100000'],
  upperCase: ['ABC', 'ABC-1', 'ÄÖÜ', 'ǅ', 'ß'],
  mfaCode: ['123456', 'ab12CD'],
  loyaltyCampaignId: ['camp_123', 'camp_AbC-9'],
};

const NOISE = [...'0123456789abcdefzAZ:-_.,/ @+#?\t', 'ch', 'MWST', 'camp_', 'http://', '02-29', '02-30', '00'];

function variants(seeds: string[], random: () => number, n: number): string[] {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const out: string[] = ['', ' ', ...seeds];
  for (let i = 0; i < n; i++) {
    let s = pick(seeds);
    for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
      const at = Math.floor(random() * (s.length + 1));
      const kind = random();
      if (kind < 0.4) s = s.slice(0, at) + pick(NOISE) + s.slice(at); // insert
      else if (kind < 0.7) s = s.slice(0, at) + s.slice(at + 1); // delete
      else s = s.slice(0, at) + pick(NOISE) + s.slice(at + 1); // replace
    }
    out.push(s);
  }
  return out;
}

describe('format patterns', () => {
  it('name every product format', () => {
    expect(Object.keys(FORMAT_PATTERNS).sort()).toEqual(Object.keys(FORMAT_VALIDATORS).sort());
  });

  for (const [format, validator] of Object.entries(FORMAT_VALIDATORS)) {
    it(`${format}: the pattern accepts exactly what the server's format accepts`, () => {
      const re = new RegExp(FORMAT_PATTERNS[format], 'u');
      const random = rng(format.length * 7919);
      const values = variants(SEEDS[format], random, 3000);
      const expectValid = (v: string) => validator(v) === null;
      const disagree = values.filter((v) => re.test(v) !== expectValid(v));
      // the IBAN's check digits are beyond a pattern: those values may pass it and fail the server
      const left = format === 'iban' ? disagree.filter((v) => !(re.test(v) && validator(v) === 'validation.ibanChecksum')) : disagree;
      expect(left, format).toEqual([]);
      // the values tried hold both valid and invalid ones, so the comparison says something
      expect(values.some(expectValid) && values.some((v) => !expectValid(v)), format).toBe(true);
    });
  }

  it('dateOnly: every day of a leap and a common year, and the centuries', () => {
    const re = new RegExp(FORMAT_PATTERNS.dateOnly, 'u');
    const values: string[] = [];
    for (const year of ['0099', '0100', '1900', '2000', '2023', '2024', '2100', '2400', '9999'])
      for (let m = 0; m <= 13; m++) for (let d = 0; d <= 32; d++) values.push(`${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    expect(values.filter((v) => re.test(v) !== (FORMAT_VALIDATORS.dateOnly(v) === null))).toEqual([]);
  });
});
