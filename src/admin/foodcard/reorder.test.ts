import { describe, expect, it } from 'vitest';
import { moveItem, moveToPosition, orderChanged } from './reorder';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and ignores a missing source', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -5)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('does not change the given list', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('moveToPosition', () => {
  it('takes 1-based positions and refuses non-integers', () => {
    expect(moveToPosition(['a', 'b', 'c'], 2, 1)).toEqual(['c', 'a', 'b']);
    expect(moveToPosition(['a', 'b', 'c'], 0, 2.5)).toEqual(['a', 'b', 'c']);
    expect(moveToPosition(['a', 'b', 'c'], 0, Number.NaN)).toEqual(['a', 'b', 'c']);
  });
});

describe('orderChanged', () => {
  it('compares position by position', () => {
    expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(orderChanged(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(orderChanged(['a'], ['a', 'b'])).toBe(true);
  });
});
