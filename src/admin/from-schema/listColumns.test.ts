import { beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../server/crud/parseListQuery';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { listColumns, titleColumn } from './listColumns';

describe('listColumns', () => {
  it('offers sorting on translatable name columns, and only on columns the server sorts by', () => {
    for (const id of ['article', 'category', 'option', 'optionArticle', 'productCombo']) {
      const entity = registry.get(id)!;
      const columns = listColumns(entity);
      expect(columns.find((c) => c.name === 'name')?.sortable, id).toBe(true);
      for (const c of columns.filter((col) => col.sortable)) expect(() => parseListQuery(entity, { sort: c.name }), `${id}.${c.name}`).not.toThrow();
    }
  });
});

describe('titleColumn', () => {
  it('is the title field where it is a column, else the first column', () => {
    const article = registry.get('article')!;
    expect(titleColumn(article)?.name).toBe('name');
    const table = registry.get('table')!;
    expect(titleColumn(table)?.name).toBe(listColumns(table)[0].name);
  });
});
