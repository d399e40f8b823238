import { describe, expect, it } from 'vitest';
import { refValues, type RefField } from '../../src/core/refFields';
import { replaceRefIds } from './replaceRefIds';

describe('replaceRefIds', () => {
  it('names the records a structure references at any depth, leaving the rest and the original alone', () => {
    const ref: RefField = { field: 'slots', steps: ['*', 'articles', '*'], target: 'article', byId: true };
    const slots = [{ name: 'Main', articles: ['a'.repeat(24), 'b'.repeat(24)] }, { name: 'Side', articles: ['c'.repeat(24)] }];
    const names: Record<string, string> = { ['a'.repeat(24)]: 'Burger', ['b'.repeat(24)]: 'Wrap' };
    const out = replaceRefIds(slots, [{ target: 'article', ids: refValues(ref, slots) }], (_f, id) => names[id] ?? 'a deleted record');
    expect(out).toEqual([{ name: 'Main', articles: ['Burger', 'Wrap'] }, { name: 'Side', articles: ['a deleted record'] }]);
    expect(slots[0].articles[0]).toBe('a'.repeat(24));
  });
});
