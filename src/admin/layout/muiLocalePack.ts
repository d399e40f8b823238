import type { Localization } from '@mui/material/locale';
import type { LocaleCode } from '../i18n/locales';

/**
 * MUI's own texts in German and French are a chunk of their own (src/admin/layout/
 * muiLocalePacks.ts): an English screen needs none, MUI's defaults being English.
 */
const packs = () => import('./muiLocalePacks').then((m) => m.MUI_LOCALE_PACKS);

const loads = new Map<LocaleCode, Promise<Localization | undefined>>();
const loaded = new Map<LocaleCode, Localization>();

/** Starts loading a language's pack (with its catalogue, so it is there when the screen renders). */
export function loadMuiLocale(locale: LocaleCode): Promise<Localization | undefined> {
  let load = loads.get(locale);
  if (!load) {
    load = (locale === 'en' ? Promise.resolve(undefined) : packs().then((all) => all[locale])).then((pack) => {
      if (pack) loaded.set(locale, pack);
      return pack;
    });
    // a network drop: the next switch loads again
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** The pack if it has loaded (undefined for English, whose texts are MUI's defaults). */
export const muiLocaleNow = (locale: LocaleCode): Localization | undefined => loaded.get(locale);
