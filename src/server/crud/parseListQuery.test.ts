import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../registry/loadSchemas';
import { parseListQuery } from './parseListQuery';

const registry = await loadSchemas();

describe('parseListQuery', () => {
  const option = registry.get('option')!;

  it('refuses a range over a list field as a bad request (the fuzz found a 500 on PostgreSQL)', () => {
    expect(() => parseListQuery(option, { 'printGroups[lte]': 'x' }, false)).toThrow(/cannot be used as a range/);
    expect(() => parseListQuery(option, { 'printGroups[gte]': 'x' }, false)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('still takes a list field as an any-of filter and a scalar field as a range', () => {
    expect(parseListQuery(option, { 'printGroups[]': 'a' }, false).filters.printGroups).toEqual(['a']);
    expect(parseListQuery(option, { 'createdAt[gte]': '2026-01-01' }, false).ranges.createdAt).toEqual({ gte: '2026-01-01' });
  });
});
