/**
 * Names of records the demo seed creates in English (src/server/seed/demoRoles.ts), in each
 * interface language, by entity and slug. Shown instead of the stored name while that is still
 * the seeded English one; a renamed record shows its own name. A test keeps `en` equal to the seed.
 */
export const SEEDED_NAMES = {
  en: { role: { admin: 'Administrator', manager: 'Brand manager', operator: 'Venue operator', staff: 'Venue staff' } },
  de: { role: { admin: 'Administrator', manager: 'Markenmanager', operator: 'Standortbetreiber', staff: 'Standortpersonal' } },
  fr: { role: { admin: 'Administrateur', manager: 'Responsable de marque', operator: "Exploitant d'établissement", staff: "Personnel d'établissement" } },
} as const;

type Names = Record<string, Record<string, string>>;

/** The record's name in `locale` if it is a seeded one left unchanged, else `text` as stored. */
export function seededName(entityId: string, record: Record<string, unknown> | undefined, text: string, locale: string): string {
  const slug = record?.slug;
  if (typeof slug !== 'string') return text;
  const english = (SEEDED_NAMES.en as Names)[entityId];
  if (!english || !Object.hasOwn(english, slug) || english[slug] !== text) return text;
  const names = (SEEDED_NAMES as Record<string, Names>)[locale]?.[entityId];
  return names && Object.hasOwn(names, slug) ? names[slug] : text;
}
