import type { Principal } from '../access/principal';
import type { Db } from '../db/createDb';
import { parseDoc } from '../crud/rowToRecord';

/** The session fields of spec part 1 section 3, as the login response carries them. */
export async function buildSession(db: Db, p: Principal, token: string) {
  let customerGroup: { _id: string; name: string; slug: string } | null = null;
  if (p.customerGroup) {
    const row = await db.kysely.selectFrom('customer_group').select(['_id', 'doc']).where('_id', '=', p.customerGroup).executeTakeFirst();
    if (row) {
      const d = parseDoc(row.doc);
      customerGroup = { _id: row._id, name: d.name, slug: d.slug };
    }
  }
  const venues = p.venueIds === 'all' ? [] : [...p.venueIds];
  return {
    token,
    roles: [p.role],
    role: p.role,
    email: p.email,
    name: p.name,
    id: p.userId,
    mfa: p.mfa,
    linkedCustomerGroup: p.customerGroup,
    customerGroup,
    permissions: [...p.permissions],
    venues,
    venue: venues.length === 1 ? venues[0] : null,
    member: p.member,
  };
}

export const sessionSchema = {
  $id: 'session',
  title: 'Session',
  type: 'object',
  properties: {
    token: { type: 'string' },
    roles: { type: 'array', items: { type: 'string' } },
    role: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    id: { type: 'string' },
    mfa: { type: 'boolean' },
    linkedCustomerGroup: { type: ['string', 'null'] },
    customerGroup: {
      anyOf: [{ type: 'null' }, { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' } } }],
    },
    permissions: { type: 'array', items: { type: 'string' } },
    venues: { type: 'array', items: { type: 'string' } },
    venue: { type: ['string', 'null'] },
    member: { type: ['string', 'null'], enum: ['brand', 'venue', null], description: 'the tenant the user belongs to: brand (linked customer group), venue (allowed venues), null while a self-registered account waits for its brand (see "login" calls)' },
  },
  required: ['token', 'role', 'email', 'id', 'permissions', 'venues'],
};
