import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * A foodcard file of `articles` articles made from a venue's exported one (its categories and
 * option groups as they are, its articles repeated under new names, numbers and PLUs), for a
 * venue whose sync takes a while.
 */
export function bigFoodcardCsv(exported: string, articles: number): Buffer {
  const text = exported.replace(/^\uFEFF/, '');
  const delimiter = text.slice(0, text.indexOf('\n')).includes(';') ? ';' : ',';
  const [header, ...rows] = parse(text, { delimiter, relax_column_count: true }) as string[][];
  const col = (name: string) => header.indexOf(name);
  const articleRows = rows.filter((r) => r[col('type')] === 'article');
  const out = rows.filter((r) => r[col('type')] !== 'article');
  for (let i = 0; i < articles; i++) {
    const r = [...articleRows[i % articleRows.length]];
    header.forEach((h, k) => {
      if (h.startsWith('name_') && r[k]) r[k] = `${r[k]} ${i}`;
    });
    if (col('number') >= 0) r[col('number')] = String(100000 + i);
    if (col('plu') >= 0) r[col('plu')] = String(500000 + i);
    out.push(r);
  }
  return Buffer.from(stringify([header, ...out], { delimiter }));
}
