/** What the form-level language switcher shows beside a language. */
export type ContentLanguageMark = 'error' | 'filled' | 'empty';

const at = (root: unknown, path: string): unknown =>
  path.split('.').reduce<any>((node, key) => (node == null ? undefined : node[key]), root);

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * One mark per language over every translatable field of a form: an error wins (so a failed
 * check in a hidden language can be found), then content in any field, else empty.
 * `sources` are full paths from the record root (`name`, `options.0.name`); `values` are the
 * fields' values in that order (what react-hook-form's useWatch answers for those names).
 */
export function contentLanguageMarks(
  languages: readonly string[],
  sources: readonly string[],
  values: readonly unknown[],
  errors: unknown,
): Record<string, ContentLanguageMark> {
  const marks: Record<string, ContentLanguageMark> = {};
  for (const lang of languages) {
    marks[lang] = sources.some((s) => at(errors, `${s}.${lang}`) != null)
      ? 'error'
      : values.some((v) => hasText(at(v, lang)))
        ? 'filled'
        : 'empty';
  }
  return marks;
}

/** German first, because content falls back to German; then the schema's order. */
export function orderedLanguages(declared: readonly string[]): string[] {
  return declared.includes('de') ? ['de', ...declared.filter((l) => l !== 'de')] : [...declared];
}
