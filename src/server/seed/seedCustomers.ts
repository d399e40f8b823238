import { systemPrincipal } from '../access/systemPrincipal';
import type { Services } from '../services';

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannah', 'Jonas', 'Lena'];
const LAST = ['Müller', 'Schmidt', 'Weber', 'Fischer', 'Wagner'];
const GENDERS = ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'female', 'male', 'other'] as const;
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Schulstraße'];

/** "Müller" → "mueller": the demo addresses stay plain ASCII. */
const ascii = (s: string) => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/**
 * The demo tenant's customers (50, shared out over its venues in turn, living in each venue's
 * city) and a few season passes of the first venue, written through the items service like any
 * other write, so they are validated and audited.
 */
export async function seedCustomers(services: Services, venues: readonly { _id: string; city?: string; postalCode?: string }[]): Promise<void> {
  const customer = services.registry.get('customer')!;
  const seasonPass = services.registry.get('seasonPass')!;
  for (let n = 0; n < 50; n++) {
    const venue = venues[n % venues.length];
    const first = FIRST[n % FIRST.length];
    const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
    await services.items.create(customer, systemPrincipal, {
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}@example.com`,
      gender: GENDERS[n % GENDERS.length],
      street: STREETS[n % STREETS.length],
      number: String((n * 7) % 90 + 1),
      postalCode: venue.postalCode,
      city: venue.city,
      ...(n % 3 === 0 ? { userUid: `demo-user-${String(n + 1).padStart(3, '0')}` } : {}),
    }, { venue: venue._id });
  }
  const year = new Date().getFullYear();
  for (let n = 0; n < 8; n++) {
    await services.items.create(seasonPass, systemPrincipal, {
      passNumber: `SP-${year}-${String(n + 1).padStart(4, '0')}`,
      firstName: FIRST[n],
      lastName: LAST[n % LAST.length],
      validFrom: `${year}-03-01`,
      validTo: n === 7 ? `${year}-06-30` : `${year}-11-30`,
    }, { venue: venues[0]._id });
  }
}
