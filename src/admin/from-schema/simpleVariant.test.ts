import { describe, expect, it } from 'vitest';
import articleDef from '../../../schemas/article';
import userDef from '../../../schemas/user';
import venueDef from '../../../schemas/venue';
import { makeEntity } from '../../core/registry';
import { simpleAccess, simpleCall, simpleFields, simplePayload, submissionErrors } from './simpleVariant';

const venue = makeEntity(venueDef);
const user = makeEntity(userDef);
const article = makeEntity(articleDef);

describe('simple variant of a schema (x-simple)', () => {
  it('sends only the simple fields; on edit only what changed', () => {
    const values = { name: 'A', readableId: 'AA01', city: 'Berlin', provisionRate: 3, deliveryEnabled: true, latitude: '52,5' };
    expect(simplePayload(venue, values, 'create')).toEqual({ name: 'A', readableId: 'AA01', city: 'Berlin', latitude: 52.5 });
    expect(simplePayload(venue, { ...values, city: '' }, 'edit', { name: 'A', readableId: 'AA01', city: 'Berlin', latitude: 52.5 })).toEqual({ city: null });
  });

  it('create-only fields are in the create, not in the edit', () => {
    expect(simpleFields(user, 'create')).toEqual(['name', 'email', 'role', 'venues', 'password']);
    expect(simpleFields(user, 'edit')).toEqual(['name', 'email', 'role', 'venues']);
    const values = { name: 'N', email: 'n@example.com', password: 'Secret123', role: 'staff', active: false };
    expect(simplePayload(user, values, 'create')).toEqual({ name: 'N', email: 'n@example.com', password: 'Secret123', role: 'staff' });
    expect(simplePayload(user, values, 'edit', { name: 'M', email: 'n@example.com', role: 'staff' })).toEqual({ name: 'N' });
  });

  it('calls and permissions come from the declaration', () => {
    expect(simpleCall(venue, 'create')).toEqual({ method: 'POST', path: 'v1/general/venue/simple' });
    expect(simpleCall(venue, 'edit', { id: 'abc' })).toEqual({ method: 'PATCH', path: 'v1/general/venue/abc/simple' });
    expect(simpleCall(user, 'edit', { id: 'u1' })).toEqual({ method: 'PATCH', path: 'v1/auth/user/u1/restricted' });
    expect(simpleAccess(user, 'create')).toBe('user.create.restricted');
    expect(simpleAccess(article, 'edit')).toBe('article.update.simple');
    expect(() => simpleCall(article, 'create')).toThrow(/no simple create/);
  });

  it('422 field errors go back to the form', () => {
    expect(submissionErrors({ status: 422, body: { errors: { 'openingHours.special': 'x' } } })).toEqual({ 'openingHours.special': 'x' });
    expect(submissionErrors({ status: 500, body: {} })).toBeNull();
  });
});
