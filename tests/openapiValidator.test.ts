import { describe, expect, it } from 'vitest';
import { openapiValidator } from './helpers/openapiValidator';

/** The traffic test's validator finds what it is there to find (so its silence means something). */
const doc = {
  openapi: '3.1.0',
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/thing' } }, required: ['data'] } } } },
          404: { description: 'none', content: { 'application/json': { schema: { $ref: '#/components/schemas/error' } } } },
        },
      },
    },
    '/api/thing/{id}/pdf': { get: { responses: { 200: { description: 'file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } } },
  },
  components: {
    schemas: {
      thing: {
        type: 'object',
        properties: { opens: { type: 'string', format: 'time' }, site: { type: 'string', format: 'url' }, _id: { type: 'string', format: 'objectId' }, tags: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        required: ['_id'],
        additionalProperties: false,
      },
      error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] },
    },
  },
};
const v = openapiValidator(doc);
const json = (body: unknown) => JSON.stringify(body);
const categories = (status: number, type: string, body: string, path = '/api/thing/{id}') => v.check('GET', path, status, type, body).map((m) => m.category);

describe('response validator built from an OpenAPI 3.1 document', () => {
  it('passes answers that match, references and error bodies included', () => {
    expect(categories(200, 'application/json; charset=utf-8', json({ data: { _id: 'x', opens: '11:00:00Z', site: 'https://example.com', tags: ['a'] } }))).toEqual([]);
    expect(categories(404, 'application/json', json({ code: 'NOT_FOUND', message: 'gone' }))).toEqual([]);
    expect(categories(200, 'application/pdf', '%PDF-1.4', '/api/thing/{id}/pdf')).toEqual([]);
  });

  it('checks standard formats in their standard meaning: HH:mm is no RFC 3339 time, a domain no url', () => {
    expect(categories(200, 'application/json', json({ data: { _id: 'x', opens: '11:00' } }))).toEqual(['format time']);
    expect(categories(200, 'application/json', json({ data: { _id: 'x', site: 'example.com' } }))).toEqual(['format url']);
  });

  it('a format of the product is unknown to a generic validator: it checks nothing, and is listed', () => {
    expect(categories(200, 'application/json', json({ data: { _id: 'not an id at all' } }))).toEqual([]);
    expect([...v.ownFormats]).toEqual(['objectId']);
  });

  it('finds undocumented statuses, content types, bodies against their schema, and duplicates', () => {
    expect(categories(401, 'application/json', json({ code: 'UNAUTHORIZED', message: 'no' }))).toEqual(['undocumented status 401']);
    expect(categories(200, 'text/csv', 'a;b', '/api/thing/{id}')).toEqual(['content type text/csv not documented']);
    expect(categories(404, 'application/json', json({ message: 'gone' }))).toEqual(['required (code)']);
    expect(categories(200, 'application/json', json({ data: { _id: 'x', tags: ['a', 'a'], extra: 1 } })).sort()).toEqual(['additionalProperties', 'uniqueItems']);
    expect(categories(200, 'application/json', '')).toEqual(['empty body where content is documented']);
  });
});
