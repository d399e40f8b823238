import type { Doc } from '../../crud/rowToRecord';
import { germanName } from '../../io/matchFoodcardRows';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * What a master's record and a slave's record are matched by (README "Spec decisions"): an
 * article by its number, an option article by its option number (its number when it has none),
 * a category and an option group by German name (they have no number; the foodcard import
 * matches them so too), tags, trade and print groups by their identifier, an upsell by its type.
 * Empty: the record cannot be matched and is not synced.
 */
export const SYNC_KEY: Record<string, (doc: Doc) => string> = {
  tag: (d) => text(d.identifier),
  constrain: (d) => text(d.identifier),
  printGroup: (d) => text(d.identifier),
  category: germanName,
  option: germanName,
  optionArticle: (d) => (text(d.optionNumber) ? `o:${text(d.optionNumber)}` : text(d.number) ? `n:${text(d.number)}` : ''),
  article: (d) => text(d.number),
  upsell: (d) => text(d.type),
};

/** What a record is matched by, said in an entry: "has no <what>". */
export const KEY_NAME: Record<string, string> = {
  tag: 'identifier', constrain: 'identifier', printGroup: 'identifier', category: 'German name', option: 'German name',
  optionArticle: 'option number', article: 'article number', upsell: 'type',
};

/** The foodcard a master/slave sync writes, in the order the copy writes it (a record's references come earlier). */
export const SYNC_PHASES = ['tag', 'constrain', 'printGroup', 'category', 'option', 'optionArticle', 'article'] as const;
/** The upsell sync writes upsells; articles are only matched, for the upsells' article references. */
export const UPSELL_PHASES = ['upsell'] as const;

/** A slave's own settings of a record that the master's never overwrite: its POS ids and stock. */
export const SLAVE_OWN = ['mappings', 'externalId', 'stock'] as const;

/** JSON with sorted keys: two documents alike whatever order their database gave their keys. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Doc)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical((value as Doc)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
