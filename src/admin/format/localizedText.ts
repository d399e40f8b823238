/**
 * The text of a translatable field (`{ de, en, fr, ... }`) in the reader's language, falling back
 * to German (spec part 2 §9: "localized text falls back to German"), then to any language that
 * has one, so a record never shows up nameless. Plain strings pass through.
 */
export function localizedText(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const pick = (lang: string) => (typeof texts[lang] === 'string' && (texts[lang] as string).trim() !== '' ? (texts[lang] as string) : undefined);
  return pick(locale) ?? pick('de') ?? Object.keys(texts).map(pick).find((t) => t !== undefined) ?? '';
}
