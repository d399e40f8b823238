import { useLocaleState } from 'react-admin';
import { localizedText } from './localizedText';

/** `localizedText` in the admin's current language. */
export function useLocalizedText(): (value: unknown) => string {
  const [locale] = useLocaleState();
  return (value) => localizedText(value, locale);
}
