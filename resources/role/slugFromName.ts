const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A role slug proposed from its name, within the slug pattern `^[a-z0-9_]+$` and 100 characters:
 * "Schichtleitung Küche" → "schichtleitung_kueche", "Chef de rang" → "chef_de_rang".
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => GERMAN[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100)
    .replace(/_+$/, '');
}
