import { LocalesMenuButton } from 'react-admin';
import { LOCALES } from '../i18n/locales';

/**
 * de / en / fr. react-admin keeps the choice in its store (local storage), which is what the
 * spec asks for ("remembered in local storage").
 */
export function LanguagePicker() {
  return <LocalesMenuButton languages={[...LOCALES]} />;
}
