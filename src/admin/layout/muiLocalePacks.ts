import { deDE, frFR, type Localization } from '@mui/material/locale';
import type { LocaleCode } from '../i18n/locales';

/** MUI's texts in the interface languages other than English (MUI's defaults are English). */
export const MUI_LOCALE_PACKS: Partial<Record<LocaleCode, Localization>> = { de: deDE, fr: frFR };
