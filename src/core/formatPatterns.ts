import { IBAN_LENGTHS, PASSWORD_SPECIALS } from './validators';

/**
 * Each product-own format (FORMAT_VALIDATORS) as an ECMA-262 `pattern`, written into the OpenAPI
 * document beside the format so a generic validator checks what the server checks. Patterns have
 * no flags, so case-insensitive parts spell out both cases. Every pattern accepts '' like the
 * validators (required-ness is checked apart). tests/formatPatterns.test.ts holds each pattern to
 * its validator on the validators' own cases and on random strings.
 *
 * Where a pattern cannot say everything, the document says the rest in words (FORMAT_NOTES): the
 * IBAN's mod-97 checksum.
 */
const optional = (body: string) => `^(?:${body})?$`;

/** `[aA][bB]…` for a word matched regardless of case */
const anyCase = (word: string) => [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

const specialClass = PASSWORD_SPECIALS.replace(/[\\\]\-^[]/g, '\\$&');
const EMAIL = '[^\\s@,;<>()]+@[^\\s@,;<>().]+(?:\\.[^\\s@,;<>().]+)*\\.[^\\s@,;<>().\\d]{2,}';
const LIST_SEP = '\\s*,\\s*';
const list = (item: string) => `^(?:\\s*${item}(?:${LIST_SEP}${item})*\\s*)?$`;

const DOMAIN = '(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}';
const PORT_AND_PATH = '(?::\\d{1,5})?(?:[/?#]\\S*)?';

// dateOnly: a real calendar day of the years 0100-9999 (the validator's Date.UTC reads 0-99 as 19xx)
const YEAR = '(?:0[1-9]|[1-9]\\d)\\d{2}';
const LEAP_YEAR = '(?:(?:0[1-9]|[1-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

// vatNumber: spaces, dots and hyphens may stand anywhere
const S = '[\\s.-]*';
const spaced = (parts: string[]) => parts.join(S);
const VAT = `${S}(?:[A-Za-z]${S}[A-Za-z](?:${S}[A-Za-z0-9]){3,13}|${spaced([...'CHE'].map(anyCase))}(?:${S}\\d){9}(?:${S}(?:${['MWST', 'TVA', 'IVA'].map((w) => spaced([...w].map(anyCase))).join('|')}))?)${S}`;

// iban: white space anywhere, either case; the country fixes the length (mod 97 is in FORMAT_NOTES)
const W = '\\s*';
const IBAN = `${W}(?:${Object.entries(IBAN_LENGTHS)
  .map(([country, length]) => `${[...country].map(anyCase).join(W)}${W}\\d${W}\\d(?:${W}[A-Za-z0-9]){${length - 4}}`)
  .join('|')})${W}`;

/** Every code point that upper-cases to something else (what `upperCase` refuses), as a class. */
function notUpperCaseClass(): string {
  const ranges: [number, number][] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (c.toUpperCase() === c) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  const esc = (cp: number) => `\\u{${cp.toString(16)}}`;
  return ranges.map(([a, b]) => (a === b ? esc(a) : `${esc(a)}-${esc(b)}`)).join('');
}

export const FORMAT_PATTERNS: Record<string, string> = {
  objectId: optional('[0-9a-f]{24}'),
  phone: optional('\\+\\d{1,15}'),
  iban: optional(IBAN),
  identifier: optional('[a-z]+(?:_[a-z]+)*'),
  password: optional(`(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*[0-9${specialClass}])[A-Za-z0-9${specialClass}]{8,}`),
  price: optional('-?\\d+(?:[.,]\\d{1,2})?'),
  decimal: optional('\\d+(?:\\.\\d{1,2})?'),
  hourMinute: optional('(?:[01]\\d|2[0-3]):[0-5]\\d'),
  dateOnly: optional(`${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29`),
  domainUrl: optional(`${DOMAIN}${PORT_AND_PATH}`),
  simpleUrl: optional(`${anyCase('http')}[sS]?://(?:${DOMAIN}|${anyCase('localhost')}|\\d{1,3}(?:\\.\\d{1,3}){3})${PORT_AND_PATH}`),
  emailList: list(EMAIL),
  integerList: list('-?\\d+'),
  csvList: list('[^\\s,](?:[^,]*[^\\s,])?'),
  vatNumber: optional(VAT),
  germanTaxNumber: optional(' *(?=(?:[^\\d]*\\d){10,13}[^\\d]*$)\\d+(?:[/ ]\\d+)* *'),
  quantity: optional('\\d{1,5}|100000'),
  get upperCase() {
    // computed once, on first use (a walk over every code point)
    const value = `^[^${notUpperCaseClass()}]*$`;
    Object.defineProperty(this, 'upperCase', { value, enumerable: true });
    return value;
  },
  mfaCode: optional('[A-Za-z0-9]{6}'),
  loyaltyCampaignId: optional('camp_\\S+'),
};

/** What a format's pattern cannot check, said in the document's description. */
export const FORMAT_NOTES: Record<string, string> = {
  iban: 'The server also checks the ISO 13616 mod-97 check digits.',
};
