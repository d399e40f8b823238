import { describe, expect, it } from 'vitest';
import { crumbTail } from './crumbTail';

describe('crumbTail', () => {
  it('drops record ids, whatever their position', () => {
    const id = '6b015e51029c82de5887bcdf';
    const cat = '6b015e51029c82de5887bcd0';
    expect(crumbTail(`/article/${cat}/${id}/edit`)).toEqual({ first: 'article', tail: ['edit'], id });
    expect(crumbTail(`/article/${cat}/${id}/edit/simple`)).toEqual({ first: 'article', tail: ['edit', 'simple'], id });
    expect(crumbTail(`/venue/${id}/panic`)).toEqual({ first: 'venue', tail: ['panic'], id });
    expect(crumbTail('/table/create')).toEqual({ first: 'table', tail: ['create'] });
    expect(crumbTail('/table')).toEqual({ first: 'table', tail: [] });
    expect(crumbTail('/')).toEqual({ first: undefined, tail: [] });
  });
});
