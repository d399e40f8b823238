import { useEffect, useRef } from 'react';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { contentLanguages } from '../../../schemas/_fragments/translatable';
import { useContentLanguage } from './ContentLanguageContext';
import { contentLanguageMarks, orderedLanguages } from './contentLanguageMarks';

const LANGUAGES = orderedLanguages(contentLanguages);

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The form's one content-language strip, above the fields. Each language says whether it has
 * content (a dot) or a failed check (an error icon), so an error in a language not shown can be
 * found; after a failed save it opens the first language with an error if the shown one has none.
 */
export function ContentLanguageSwitcher() {
  const state = useContentLanguage();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sources = state?.sources ?? [];
  const values = useWatch({ name: sources as string[] }) as unknown[];
  const { errors, submitCount } = useFormState();
  const marks = contentLanguageMarks(LANGUAGES, sources, values ?? [], errors);
  const seenSubmit = useRef(submitCount);
  useEffect(() => {
    if (!state || submitCount === seenSubmit.current) return;
    seenSubmit.current = submitCount;
    const first = LANGUAGES.find((l) => marks[l] === 'error');
    if (first && marks[state.language] !== 'error') state.setLanguage(first);
  });
  if (!state || sources.length === 0) return null;
  const label = translate('a11y.contentLanguage', { _: 'Content language' });
  return (
    // contain: its 15 tabs must not set the page's minimum width (see FormTabs)
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0, maxWidth: '100%', contain: 'inline-size' }} data-content-language-switcher>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>{label}</Typography>
      <Tabs
        value={state.language}
        onChange={(_, v) => state.setLanguage(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label}
        sx={{ minHeight: 36, minWidth: 0, '& .MuiTab-root': { minHeight: 36, minWidth: 48, px: 1 } }}
      >
        {LANGUAGES.map((lang) => {
          const mark = marks[lang];
          const said = mark === 'error' ? translate('a11y.contentLanguageError', { _: 'has errors' }) : mark === 'filled' ? translate('a11y.contentLanguageFilled', { _: 'filled in' }) : '';
          return (
            <Tab
              key={lang}
              value={lang}
              data-language={lang}
              data-mark={mark}
              aria-label={`${lang.toUpperCase()} (${languageName(lang, locale)})${said ? `, ${said}` : ''}`}
              title={languageName(lang, locale)}
              sx={mark === 'error' ? { color: 'error.main' } : undefined}
              iconPosition="end"
              icon={mark === 'error' ? <ErrorIcon fontSize="small" color="error" /> : mark === 'filled' ? <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'primary.main' }} /> : undefined}
              label={lang.toUpperCase()}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
