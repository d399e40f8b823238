import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { columnSelectorRule } from './columnSelectorRule';

describe('columnSelectorRule', () => {
  it('gates the foodcard lists by their column selector permission', () => {
    expect(columnSelectorRule(registry.get('article')!)).toBe('article.table.column.selector');
    expect(columnSelectorRule(registry.get('option')!)).toBe('option.table.column.selector');
    expect(columnSelectorRule(registry.get('optionArticle')!)).toBe('option.article.table.column.selector');
  });

  it('leaves the other lists open to everyone', () => {
    expect(columnSelectorRule(registry.get('venue')!)).toBeNull();
    expect(columnSelectorRule(registry.get('table')!)).toBeNull();
  });
});
