import { describe, expect, it } from 'vitest';
import { translationPatches, translationRows } from './translationRows';

const categories = [{ id: 'c1', name: { de: 'Getränke', en: 'Drinks' }, description: { de: 'Kalt und warm' } }];
const articles = [
  { id: 'a1', name: { de: 'Wasser' }, shortDescription: { de: '' } },
  { id: 'a2', name: { en: 'Only English' } },
];
const sources = [
  { resource: 'category', records: categories, fields: ['name', 'description'] },
  { resource: 'article', records: articles, fields: ['name', 'description', 'shortDescription'] },
];

describe('translationRows', () => {
  it('lists every German text with the stored target text', () => {
    const rows = translationRows(sources, 'en', 'de');
    expect(rows.map((r) => [r.key, r.german, r.stored])).toEqual([
      ['category:c1:name', 'Getränke', 'Drinks'],
      ['category:c1:description', 'Kalt und warm', ''],
      ['article:a1:name', 'Wasser', ''],
    ]);
    expect(rows[1].title).toBe('Getränke');
  });

  it('keeps missing or edited ones only when asked', () => {
    expect(translationRows(sources, 'en', 'de', { onlyMissing: true }).map((r) => r.key)).toEqual(['category:c1:description', 'article:a1:name']);
    expect(translationRows(sources, 'en', 'de', { onlyMissing: true, edited: new Set(['category:c1:name']) })).toHaveLength(3);
  });
});

describe('translationPatches', () => {
  const records = new Map<string, Record<string, any>>([['category:c1', categories[0]], ['article:a1', articles[0]]]);

  it('merges the edits of one record into one update and keeps the other languages', () => {
    const edits = new Map([['category:c1:name', 'Beverages'], ['category:c1:description', 'Cold and hot'], ['article:a1:name', 'Water']]);
    expect(translationPatches(edits, records, 'en')).toEqual([
      { resource: 'category', id: 'c1', data: { name: { de: 'Getränke', en: 'Beverages' }, description: { de: 'Kalt und warm', en: 'Cold and hot' } } },
      { resource: 'article', id: 'a1', data: { name: { de: 'Wasser', en: 'Water' } } },
    ]);
  });

  it('drops unchanged texts and removes a cleared language', () => {
    expect(translationPatches(new Map([['category:c1:name', 'Drinks']]), records, 'en')).toEqual([]);
    expect(translationPatches(new Map([['category:c1:name', ' ']]), records, 'en')).toEqual([{ resource: 'category', id: 'c1', data: { name: { de: 'Getränke' } } }]);
  });
});
