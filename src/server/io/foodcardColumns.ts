import type { Registry } from '../../core/registry';

/** The four kinds of foodcard rows, by the value of the `type` column. */
export const ROW_TYPES = ['category', 'option', 'article', 'optionArticle'] as const;
export type RowType = (typeof ROW_TYPES)[number];

/**
 * How a column's cell text maps to a stored value:
 * text, number, integer and boolean are scalars; list and intList are `|`-separated codes;
 * hours is one weekday's intervals `11:00-14:00|17:00-22:00` (`-` for none); json holds arrays of
 * objects; ref is the German name of a category or option group of the same file or venue.
 */
export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean' | 'list' | 'intList' | 'hours' | 'json' | 'ref';

export interface Column {
  /** header text: dotted path, translations as `<field>_<language>` */
  header: string;
  /** where the value lives in the stored document */
  path: string[];
  kind: ColumnKind;
  /** the row types that carry this column */
  types: Set<RowType>;
}

/**
 * References that name other records of the source venue by id (tags, trade and print groups,
 * other articles and option articles): in another venue those ids mean nothing, so they are not
 * part of the file. Images are files of the store, written by their own upload calls.
 */
const NOT_IN_FILE = new Set(['venue', 'tags', 'tradegroups', 'printgroups', 'printGroups', 'recommendations', 'defaults', 'requirements']);

/** Option groups offered with an article travel by German name: `[{"option":"Saucen","max":1}]`. */
export const DEPENDENCIES = 'dependencies';

const ENTITY_OF: Record<RowType, string> = { category: 'category', option: 'option', article: 'article', optionArticle: 'optionArticle' };
export const entityOfRow = (type: RowType) => ENTITY_OF[type];

function isTranslatable(schema: any): boolean {
  return schema?.type === 'object' && !!schema.properties?.de && !!schema.properties?.en && schema.additionalProperties === false
    && Object.values(schema.properties).every((p: any) => p.type === 'string');
}

function isHours(schema: any): boolean {
  return schema?.type === 'array' && !!schema.items?.properties?.from && !!schema.items?.properties?.to;
}

function columnsOf(key: string, schema: any, path: string[], out: Omit<Column, 'types'>[]): void {
  if (isTranslatable(schema)) {
    for (const lang of Object.keys(schema.properties)) out.push({ header: `${path.join('.')}_${lang}`, path: [...path, lang], kind: 'text' });
  } else if (schema.type === 'object' && schema.properties) {
    for (const [k, s] of Object.entries<any>(schema.properties)) columnsOf(k, s, [...path, k], out);
  } else if (isHours(schema)) {
    out.push({ header: path.join('.'), path, kind: 'hours' });
  } else if (schema.type === 'array') {
    const items = schema.items ?? {};
    const kind: ColumnKind = items.type === 'object' ? 'json' : items.type === 'integer' ? 'intList' : 'list';
    out.push({ header: path.join('.'), path, kind });
  } else if (schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean') {
    out.push({ header: path.join('.'), path, kind: schema.type });
  } else if (schema['x-ref'] === 'category' || schema['x-ref'] === 'option') {
    out.push({ header: key, path, kind: 'ref' });
  } else {
    out.push({ header: path.join('.'), path, kind: 'text' });
  }
}

const cache = new WeakMap<Registry, Column[]>();

/**
 * The one column list of the foodcard file, used by the CSV and XLSX exports and by every
 * import, so what is written is what is read. Derived from the entity schemas (articles first,
 * then what option articles, categories and option groups add), so a new field is exported and
 * imported without touching this code.
 */
export function foodcardColumns(registry: Registry): Column[] {
  const hit = cache.get(registry);
  if (hit) return hit;
  const byHeader = new Map<string, Column>();
  const columns: Column[] = [{ header: 'type', path: [], kind: 'text', types: new Set(ROW_TYPES) }];
  for (const type of ['article', 'optionArticle', 'category', 'option'] as const) {
    const entity = registry.get(ENTITY_OF[type]);
    if (!entity) throw new Error(`foodcard columns: no entity ${ENTITY_OF[type]}`);
    for (const key of entity.writable) {
      if (NOT_IN_FILE.has(key)) continue;
      const found: Omit<Column, 'types'>[] = [];
      columnsOf(key, entity.def.properties[key], [key], found);
      for (const c of found) {
        const known = byHeader.get(c.header);
        if (known) known.types.add(type);
        else {
          const column = { ...c, types: new Set<RowType>([type]) };
          byHeader.set(c.header, column);
          columns.push(column);
        }
      }
    }
  }
  // What a reader looks for first: the row's name, then where it belongs.
  const rank = (c: Column) => (c.header === 'type' ? 0 : c.path[0] === 'name' ? 1 : c.kind === 'ref' ? 2 : 3);
  const ordered = columns.map((c, i) => [c, i] as const).sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j).map(([c]) => c);
  cache.set(registry, ordered);
  return ordered;
}
