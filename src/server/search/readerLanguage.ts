import { contentLanguages } from '../../../schemas/_fragments/translatable';

export type ContentLanguage = (typeof contentLanguages)[number];

/** German: the language venue content is written in first and falls back to (spec part 1 §1). */
export const FALLBACK_LANGUAGE: ContentLanguage = 'de';

const known = new Set<string>(contentLanguages);

/**
 * The reader's language from the request's Accept-Language header (the admin sends its interface
 * language there): the best-weighted tag whose primary subtag is a content language, else German.
 * Malformed parts are skipped, so no header value can fail a request.
 */
export function readerLanguage(header: string | string[] | undefined): ContentLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: ContentLanguage; q: number } | undefined;
  for (const part of value.slice(0, 500).split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const lang = tag.trim().toLowerCase().split('-')[0];
    if (!known.has(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: lang as ContentLanguage, q };
  }
  return best?.lang ?? FALLBACK_LANGUAGE;
}
