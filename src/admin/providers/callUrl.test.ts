import { describe, expect, it } from 'vitest';
import { callUrl } from './callUrl';

describe('callUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(callUrl('v1/general/venue/{venue}/printer/{id}', { params: { venue: 'a/b', id: '42' } })).toBe('v1/general/venue/a%2Fb/printer/42');
  });
  it('appends the query (arrays repeated, undefined left out) and list filters as key[]', () => {
    const url = callUrl('v1/jobs', { query: { sort: 'createdAt', direction: 'desc', q: undefined, tag: ['x', 'y'] }, filters: { owner: 'u1', status: ['done', 'failed'] } });
    const search = new URLSearchParams(url.split('?')[1]);
    expect(url.startsWith('v1/jobs?')).toBe(true);
    expect([...search]).toEqual([['sort', 'createdAt'], ['direction', 'desc'], ['tag', 'x'], ['tag', 'y'], ['owner[]', 'u1'], ['status[]', 'done'], ['status[]', 'failed']]);
  });
  it('leaves a path without parameters or query as it is', () => {
    expect(callUrl('v1/auth/session')).toBe('v1/auth/session');
  });
  it('refuses a path whose parameter is missing', () => {
    expect(() => callUrl('v1/jobs/{id}', {})).toThrow('needs the path parameter id');
  });
});
