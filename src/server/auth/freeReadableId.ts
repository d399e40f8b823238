import { randomBytes } from 'node:crypto';
import { isUnique } from '../crud/isUnique';
import { AppError } from '../errors';
import type { Services } from '../services';

/**
 * A short id for a registered venue (the toolbar's "shortId"): up to four letters of its name and
 * three digits, e.g. "BURG042"; a few tries find a free one among live venues.
 */
export async function freeReadableId(services: Services, name: string): Promise<string> {
  const venue = services.registry.get('venue')!;
  const letters = name.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 4).padEnd(2, 'V');
  for (let digits = 3; digits <= 8; digits++) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const candidate = letters + String(randomBytes(4).readUInt32BE() % 10 ** digits).padStart(digits, '0');
      if (await isUnique(services, venue, 'readableId', candidate)) return candidate;
    }
  }
  throw new AppError('INTERNAL');
}
