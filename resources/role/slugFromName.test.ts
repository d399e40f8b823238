import { describe, expect, it } from 'vitest';
import { slugFromName } from './slugFromName';

describe('slugFromName', () => {
  it('lowercases, transliterates German letters and strips accents', () => {
    expect(slugFromName('Schichtleitung Küche')).toBe('schichtleitung_kueche');
    expect(slugFromName('Größe & Maß')).toBe('groesse_mass');
    expect(slugFromName('Chef de rang élevé')).toBe('chef_de_rang_eleve');
  });

  it('always matches the slug pattern and its length limit', () => {
    for (const name of ['  --Shift lead!! ', 'a'.repeat(150), '2nd floor / bar', '___']) {
      const slug = slugFromName(name);
      expect(slug === '' || /^[a-z0-9_]+$/.test(slug)).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(100);
      expect(slug.startsWith('_') || slug.endsWith('_')).toBe(false);
    }
  });
});
