import { foldText } from '../../core/foldText';
import { localizedText } from '../format/localizedText';

/**
 * The foodcard search of spec part 2 §5 on records already loaded: case-insensitive over the
 * German name, number and optionNumber (and the name as shown, so a French reader finds what
 * they read), also without diacritics like the server's search. An empty search matches everything.
 */
export function matchesSearch(record: Record<string, unknown>, search: string, locale: string): boolean {
  const needle = foldText(search.trim());
  if (!needle) return true;
  const german = localizedText(record.name, 'de');
  const shown = localizedText(record.name, locale);
  return [german, shown, record.number, record.optionNumber].some((v) => typeof v === 'string' && foldText(v).includes(needle));
}
