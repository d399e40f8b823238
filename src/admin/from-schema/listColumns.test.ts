import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { listColumns, titleColumn } from './listColumns';

describe('titleColumn', () => {
  it('is the title field where it is a column, else the first column', () => {
    const article = registry.get('article')!;
    expect(titleColumn(article)?.name).toBe('name');
    const table = registry.get('table')!;
    expect(titleColumn(table)?.name).toBe(listColumns(table)[0].name);
  });
});
