import { useEffect } from 'react';
import { Box } from '@mui/material';
import { TextInput, useWrappedSource } from 'react-admin';
import { contentLanguages } from '../../../schemas/_fragments/translatable';
import { ContentLanguageProvider, useContentLanguage } from './ContentLanguageContext';
import { ContentLanguageSwitcher } from './ContentLanguageSwitcher';
import { orderedLanguages } from './contentLanguageMarks';
import { schemaValidators } from './schemaValidators';

interface TranslatableTextInputProps {
  source: string;
  label: string;
  prop: any;
  required?: boolean;
  readOnly?: boolean;
}

function TranslatableFields({ source, label, prop, required = false, readOnly }: TranslatableTextInputProps) {
  const state = useContentLanguage()!;
  const fullSource = useWrappedSource(source);
  const { register } = state;
  useEffect(() => register(fullSource), [register, fullSource]);
  const declared = prop?.properties ? Object.keys(prop.properties) : [...contentLanguages];
  const long = Object.values(prop?.properties ?? {}).some((p: any) => (p?.maxLength ?? 0) > 500);
  return (
    <>
      {/*
        A language's inputs mount when it is first shown and then stay mounted (only hidden), so
        every text the user could have typed keeps its checks and its errors reach the switcher.
        One never shown holds only what was loaded: a form of 15 languages mounts a fifteenth of
        its text inputs (the article form opened in half the time).
      */}
      {orderedLanguages(declared).filter((lang) => state.shown.has(lang) || lang === state.language).map((lang) => (
        <Box key={lang} hidden={lang !== state.language} data-language={lang} sx={{ width: '100%' }}>
          <TextInput
            source={`${source}.${lang}`}
            label={`${label} (${lang.toUpperCase()})`}
            readOnly={readOnly}
            multiline={long}
            fullWidth
            // German is the fallback every reader gets, so a required text needs it.
            validate={readOnly ? undefined : schemaValidators(prop?.properties?.[lang] ?? {}, required && lang === 'de')}
          />
        </Box>
      ))}
    </>
  );
}

/**
 * A text in every content language, one shown at a time: the form's ContentLanguageSwitcher
 * picks which. The stored shape stays `{ de, en, … }`. Outside a form that provides the
 * language, the input brings its own switcher.
 */
export function TranslatableTextInput(props: TranslatableTextInputProps) {
  if (useContentLanguage()) return <TranslatableFields {...props} />;
  return (
    <ContentLanguageProvider>
      <ContentLanguageSwitcher />
      <TranslatableFields {...props} />
    </ContentLanguageProvider>
  );
}
