import type { ImportErrorCode } from './importError';
import type { Column } from './foodcardColumns';

export type Cell = string | number | boolean | null;

/** `-` stands for a weekday with no intervals (no entry at all means all day). */
const NO_HOURS = '-';

/**
 * A stored value as one cell: numbers and booleans stay typed (XLSX keeps them as such, CSV
 * writes them with a dot and true/false); lists and hours are `|`-separated. `null` is empty.
 */
export function cellValue(col: Column, value: unknown): Cell {
  if (value === undefined || value === null) return null;
  switch (col.kind) {
    case 'number':
    case 'integer':
    case 'boolean':
      return value as number | boolean;
    case 'list':
    case 'intList':
      return (value as unknown[]).length ? (value as unknown[]).join('|') : null;
    case 'hours':
      return (value as { from: string; to: string }[]).length ? (value as { from: string; to: string }[]).map((h) => `${h.from}-${h.to}`).join('|') : NO_HOURS;
    case 'json':
      return (value as unknown[]).length ? JSON.stringify(value) : null;
    default:
      return String(value);
  }
}

const TRUE = new Set(['true', '1', 'yes', 'ja', 'wahr', 'oui', 'x']);
const FALSE = new Set(['false', '0', 'no', 'nein', 'falsch', 'non']);

/** Numbers may use a comma or a dot as decimal separator (spec part 2 §5). */
function parseNumber(text: string): number | undefined {
  const t = text.trim();
  const normal = t.includes(',') && !t.includes('.') ? t.replace(',', '.') : t;
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal)) return undefined;
  return Number(normal);
}

/**
 * Cell text back to the stored value; empty text is "no value". An error is the code of what
 * is expected (importError), phrased like the API's field messages.
 */
export function parseCell(col: Column, text: string): { value?: unknown; error?: ImportErrorCode } {
  if (text === '') return {};
  switch (col.kind) {
    case 'number': {
      const n = parseNumber(text);
      return n === undefined ? { error: 'number' } : { value: n };
    }
    case 'integer': {
      const n = parseNumber(text);
      return n === undefined || !Number.isInteger(n) ? { error: 'integer' } : { value: n };
    }
    case 'boolean': {
      const t = text.trim().toLowerCase();
      if (TRUE.has(t)) return { value: true };
      if (FALSE.has(t)) return { value: false };
      return { error: 'boolean' };
    }
    case 'list':
      return { value: text.split('|').map((s) => s.trim()).filter(Boolean) };
    case 'intList': {
      const parts = text.split('|').map((s) => s.trim()).filter(Boolean);
      const values = parts.map((p) => parseNumber(p));
      return values.every((v) => v !== undefined && Number.isInteger(v)) ? { value: values } : { error: 'intList' };
    }
    case 'hours': {
      if (text.trim() === NO_HOURS) return { value: [] };
      const out: { from: string; to: string }[] = [];
      for (const part of text.split('|')) {
        const m = /^\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(part);
        if (!m) return { error: 'hours' };
        out.push({ from: m[1].padStart(5, '0'), to: m[2].padStart(5, '0') });
      }
      return { value: out };
    }
    case 'json': {
      try {
        const v = JSON.parse(text);
        return Array.isArray(v) ? { value: v } : { error: 'jsonList' };
      } catch {
        return { error: 'jsonList' };
      }
    }
    default:
      return { value: text };
  }
}
