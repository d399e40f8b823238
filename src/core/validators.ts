/**
 * Field validators shared by the server (Ajv custom formats) and the admin forms.
 *
 * Each validator returns null when the value is valid and a message key (see MESSAGES_EN) when
 * not. Empty values (undefined, null, '') are valid: required-ness is checked elsewhere, so an
 * optional field left blank must not fail its format.
 */

export type Validator = (value: unknown) => string | null;

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Form inputs may hand over numbers for text-like fields; anything else is not text. */
function asText(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/**
 * Validator that tests the text of a non-empty value against a predicate. Pure (the annotation
 * tells the bundler): a screen importing one validator does not download all of them.
 */
/* @__NO_SIDE_EFFECTS__ */
function textRule(key: string, test: (s: string) => boolean): Validator {
  return (value) => {
    if (isEmpty(value)) return null;
    const s = asText(value);
    return s !== null && test(s) ? null : key;
  };
}

/* @__NO_SIDE_EFFECTS__ */
const matches = (key: string, re: RegExp): Validator => textRule(key, (s) => re.test(s));

/** Splits a comma-separated list; spaces around commas are allowed. */
const splitList = (s: string): string[] => s.trim().split(/\s*,\s*/);

// ---------------------------------------------------------------------------------------------
// Accounts

/** The special characters a password may hold (named in its message). */
export const PASSWORD_SPECIALS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";
const specialClass = PASSWORD_SPECIALS.replace(/[\\\]\-^[]/g, '\\$&');
// ASCII letters only: the allowed set is a closed list so users get one clear message.
const PASSWORD_CHARS = new RegExp(`^[A-Za-z0-9${specialClass}]+$`);
const PASSWORD_DIGIT_OR_SPECIAL = new RegExp(`[0-9${specialClass}]`);

export const password = textRule(
  'validation.password',
  (s) => s.length >= 8 && /[A-Z]/.test(s) && PASSWORD_DIGIT_OR_SPECIAL.test(s) && PASSWORD_CHARS.test(s),
);

// Practical rather than RFC 5322: one @, no spaces or list separators, a dotted domain.
const EMAIL_RE = /^[^\s@,;<>()]+@[^\s@,;<>().]+(\.[^\s@,;<>().]+)*\.[^\s@,;<>().\d]{2,}$/u;

export const email = matches('validation.email', EMAIL_RE);
export const emailList = textRule('validation.emailList', (s) => splitList(s).every((e) => EMAIL_RE.test(e)));
export const integerList = textRule('validation.integerList', (s) => splitList(s).every((t) => /^-?\d+$/.test(t)));
export const csvList = textRule('validation.csvList', (s) => splitList(s).every((t) => t !== ''));

/** International format (spec §5): a plus sign and up to 15 digits without spaces, e.g. +4912345678901. */
export const phone = matches('validation.phone', /^\+\d{1,15}$/);

export const mfaCode = matches('validation.mfaCode', /^[A-Za-z0-9]{6}$/);

// ---------------------------------------------------------------------------------------------
// Banking and tax

/**
 * IBAN lengths of the SEPA scheme countries (incl. recent accessions). Other countries are
 * rejected because SEPA direct debit and payouts only work within SEPA.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AL: 28, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18,
  EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22,
  IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24,
  SM: 27, VA: 22,
};

export function normalizeIban(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: move the first four characters to the end, letters to 10..35, mod 97 == 1. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export const iban: Validator = (value) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return 'validation.iban';
  const s = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return 'validation.iban';
  const length = IBAN_LENGTHS[s.slice(0, 2)];
  if (length === undefined) return 'validation.ibanCountry';
  if (s.length !== length) return 'validation.ibanLength';
  return ibanMod97(s) === 1 ? null : 'validation.ibanChecksum';
};

/**
 * Country prefix plus 2-13 letters/digits, at least 5 characters; spaces, dots and hyphens are
 * ignored. Swiss UIDs (CHE-123.456.789 MWST) are longer and get their own pattern.
 */
export const vatNumber = textRule('validation.vatNumber', (raw) => {
  const s = raw.replace(/[\s.-]/g, '');
  if (s.length < 5) return false;
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/i.test(s) || /^CHE\d{9}(MWST|TVA|IVA)?$/i.test(s);
});

/**
 * German Steuernummer: 10-13 digits in the state format (e.g. 93815/08152, 181/815/08155) or the
 * 13-digit federal format, optionally grouped by single slashes or spaces between digits.
 */
export const germanTaxNumber = textRule(
  'validation.germanTaxNumber',
  (s) => /^\d+([/ ]\d+)*$/.test(s.trim()) && /^\d{10,13}$/.test(s.replace(/[/ ]/g, '')),
);

// ---------------------------------------------------------------------------------------------
// Identifiers and text

export const identifier = matches('validation.identifier', /^[a-z]+(_[a-z]+)*$/);
export const objectId = matches('validation.objectId', /^[0-9a-f]{24}$/);
export const upperCase = textRule('validation.upperCase', (s) => s === s.toUpperCase());
export const loyaltyCampaignId = matches('validation.loyaltyCampaignId', /^camp_\S+$/);

// ---------------------------------------------------------------------------------------------
// Numbers

/** Parses "1,5", "1.5", "-3" or a number; thousands separators are rejected as ambiguous. */
export function parseLocaleNumber(s: unknown): number | null {
  if (typeof s === 'number') return Number.isFinite(s) ? s : null;
  if (typeof s !== 'string') return null;
  const t = s.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

export const localeNumber: Validator = (value) =>
  isEmpty(value) || parseLocaleNumber(value) !== null ? null : 'validation.number';

export const price = matches('validation.price', /^-?\d+([.,]\d{1,2})?$/);
/** Unlike price: dot only and no sign (the spec allows a minus for prices only). */
export const decimal = matches('validation.decimal', /^\d+(\.\d{1,2})?$/);

export const quantity = matches('validation.quantity', /^(\d{1,5}|100000)$/);

// ---------------------------------------------------------------------------------------------
// Dates and times

export const time = matches('validation.time', /^([01]\d|2[0-3]):[0-5]\d$/);

export const date = textRule('validation.date', (s) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  // Rejects 2024-02-30, which Date would silently roll over.
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
});

// ---------------------------------------------------------------------------------------------
// URLs

const DOMAIN = '([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}';
const PORT_AND_PATH = '(:\\d{1,5})?([/?#]\\S*)?';

/** Host (and path) without a scheme, e.g. example.com/menu. */
export const url = matches('validation.url', new RegExp(`^${DOMAIN}${PORT_AND_PATH}$`, 'i'));
export const simpleUrl = matches(
  'validation.simpleUrl',
  new RegExp(`^https?://(${DOMAIN}|localhost|\\d{1,3}(\\.\\d{1,3}){3})${PORT_AND_PATH}$`, 'i'),
);

// ---------------------------------------------------------------------------------------------
// Comparisons against another field. An empty or invalid target passes: that field reports its
// own error, and there is nothing meaningful to compare against.

/* @__NO_SIDE_EFFECTS__ */
function compareNumbers(key: string, ok: (a: number, b: number) => boolean) {
  return (a: unknown, b: unknown): string | null => {
    if (isEmpty(a) || isEmpty(b)) return null;
    const x = parseLocaleNumber(a);
    if (x === null) return 'validation.number';
    const y = parseLocaleNumber(b);
    return y === null || ok(x, y) ? null : key;
  };
}

export const lessThan = compareNumbers('validation.lessThan', (a, b) => a < b);
export const lessOrEqual = compareNumbers('validation.lessOrEqual', (a, b) => a <= b);
export const greaterOrEqual = compareNumbers('validation.greaterOrEqual', (a, b) => a >= b);

/** "Before" means not after the target (spec): equal times pass. */
export function timeBefore(a: unknown, b: unknown): string | null {
  if (isEmpty(a) || isEmpty(b)) return null;
  if (time(a) !== null) return 'validation.time';
  if (time(b) !== null) return null;
  return String(a) <= String(b) ? null : 'validation.timeBefore'; // HH:mm sorts as text
}

function toTimestamp(v: unknown): number | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
}

/** Accepts Date objects and ISO strings; "before" means not after the target (spec). */
export function dateBefore(a: unknown, b: unknown): string | null {
  if (isEmpty(a) || isEmpty(b)) return null;
  const x = toTimestamp(a);
  if (x === null) return 'validation.date';
  const y = toTimestamp(b);
  return y === null || x <= y ? null : 'validation.dateBefore';
}

/** The value must differ from every target (the spec uses up to eight); empty targets are skipped. */
export function uniqueAmong(value: unknown, others: readonly unknown[]): string | null {
  if (isEmpty(value)) return null;
  const key = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const mine = key(value);
  return others.some((o) => !isEmpty(o) && key(o) === mine) ? 'validation.uniqueAmong' : null;
}

// ---------------------------------------------------------------------------------------------
