import { describe, expect, it } from 'vitest';
import { makeEntity } from '../../core/registry';
import { createSchema, recordSchema, updateSchema } from './entitySchemas';

const entity = makeEntity({
  $id: 'thing', title: 'Thing', type: 'object', 'x-scope': 'global', 'x-access': { view: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  properties: {
    name: { type: 'string' },
    status: { type: 'string', readOnly: true },
    lines: {
      type: 'array',
      items: { type: 'object', properties: { label: { type: 'string' }, bookedAt: { type: 'string', readOnly: true } }, required: ['label', 'bookedAt'], additionalProperties: false },
    },
  },
} as any);

describe('entity request schemas', () => {
  it('leave out what the server owns at any depth, and the answer keeps it', () => {
    for (const schema of [createSchema(entity), updateSchema(entity)]) {
      expect(Object.keys(schema.properties)).toEqual(['name', 'lines']);
      const line = (schema.properties as any).lines.items;
      expect(Object.keys(line.properties)).toEqual(['label']);
      expect(line.required).toEqual(['label']);
      expect(line.additionalProperties).toBe(false);
    }
    expect(Object.keys((recordSchema(entity).properties as any).lines.items.properties)).toEqual(['label', 'bookedAt']);
  });
});
