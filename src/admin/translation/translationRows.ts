import { localizedText } from '../format/localizedText';

/** The content fields the translation screen edits (spec part 2 §2 /translation). */
export const TRANSLATED_FIELDS = ['name', 'description', 'shortDescription'] as const;

export interface TranslationRow {
  /** `<resource>:<id>:<field>`: one text of one record */
  key: string;
  resource: string;
  id: string;
  field: (typeof TRANSLATED_FIELDS)[number];
  /** the record's name as the reader sees it (which record a description belongs to) */
  title: string;
  german: string;
  /** the stored text in the target language */
  stored: string;
}

interface Source {
  resource: string;
  records: readonly Record<string, any>[];
  /** the fields this resource has */
  fields: readonly string[];
}

/**
 * One row per German text of the given records in the target language; a text without German
 * has nothing to translate from. With `onlyMissing`, rows whose target text is empty, or edited
 * on screen (so a row does not vanish while being typed in).
 */
export function translationRows(sources: readonly Source[], lang: string, locale: string, opts: { onlyMissing?: boolean; edited?: ReadonlySet<string> } = {}): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const { resource, records, fields } of sources) {
    for (const r of records) {
      for (const field of TRANSLATED_FIELDS) {
        if (!fields.includes(field)) continue;
        const german = typeof r[field]?.de === 'string' ? r[field].de.trim() : '';
        if (!german) continue;
        const stored = typeof r[field]?.[lang] === 'string' ? r[field][lang] : '';
        const key = `${resource}:${r.id}:${field}`;
        if (opts.onlyMissing && stored.trim() && !opts.edited?.has(key)) continue;
        rows.push({ key, resource, id: String(r.id), field, title: localizedText(r.name, locale), german, stored });
      }
    }
  }
  return rows;
}

/** The edited texts grouped into one update per record: `{ field: { ...stored, [lang]: text } }`. */
export function translationPatches(edits: ReadonlyMap<string, string>, records: ReadonlyMap<string, Record<string, any>>, lang: string) {
  const patches = new Map<string, { resource: string; id: string; data: Record<string, Record<string, string>> }>();
  for (const [key, text] of edits) {
    const [resource, id, field] = key.split(':');
    const record = records.get(`${resource}:${id}`);
    if (!record) continue;
    const stored = typeof record[field]?.[lang] === 'string' ? record[field][lang] : '';
    if (text === stored) continue;
    const patch = patches.get(`${resource}:${id}`) ?? { resource, id, data: {} };
    const next: Record<string, string> = { ...(record[field] ?? {}), ...(patch.data[field] ?? {}) };
    if (text.trim()) next[lang] = text;
    else delete next[lang];
    patch.data[field] = next;
    patches.set(`${resource}:${id}`, patch);
  }
  return [...patches.values()];
}
