import type { ValidateFunction } from 'ajv';
import type { Entity } from '../../core/registry';
import { createSchema, updateSchema } from '../crud/entitySchemas';
import type { FieldError } from '../errors';
import { formatErrors } from '../validation/formatErrors';
import { makeAjv } from '../validation/makeAjv';

const ajv = makeAjv('body');
const compiled = new WeakMap<Entity, Partial<Record<'create' | 'update', ValidateFunction>>>();

/**
 * Checks an imported document with the same schemas and Ajv settings as the entity's create
 * (or partial update) call, so a row is accepted exactly when the API would accept it. Fills
 * defaults like the call does.
 */
export function validateDoc(entity: Entity, mode: 'create' | 'update', doc: unknown): FieldError[] {
  let forEntity = compiled.get(entity);
  if (!forEntity) compiled.set(entity, (forEntity = {}));
  const schema = mode === 'create' ? createSchema(entity) : updateSchema(entity);
  const validate = (forEntity[mode] ??= ajv.compile({ ...schema, $id: undefined }));
  return validate(doc) ? [] : formatErrors(validate.errors ?? []);
}
