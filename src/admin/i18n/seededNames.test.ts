import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../server/seed/demoRoles';
import { SEEDED_NAMES, seededName } from './seededNames';

describe('seeded role names', () => {
  it('the English names are the seed names, and every language names every seeded role', () => {
    expect(Object.fromEntries(DEMO_ROLES.map((r) => [r.slug, r.name]))).toEqual(SEEDED_NAMES.en.role);
    for (const names of Object.values(SEEDED_NAMES)) expect(Object.keys(names.role).sort()).toEqual(Object.keys(SEEDED_NAMES.en.role).sort());
  });

  it('an unchanged seeded role reads in the interface language; a renamed one keeps its name', () => {
    expect(seededName('role', { slug: 'manager' }, 'Brand manager', 'de')).toBe('Markenmanager');
    expect(seededName('role', { slug: 'staff' }, 'Venue staff', 'fr')).toBe("Personnel d'établissement");
    expect(seededName('role', { slug: 'manager' }, 'Chef', 'de')).toBe('Chef');
    expect(seededName('role', { slug: 'toString' }, 'x', 'de')).toBe('x');
    expect(seededName('venue', { slug: 'manager' }, 'Brand manager', 'de')).toBe('Brand manager');
  });
});
