/** A translatable content text in the reader's language, else German (the content fallback), else any. */
export function contentText(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, string | undefined>;
  return texts[locale] || texts.de || Object.values(texts).find((t) => !!t) || '';
}
