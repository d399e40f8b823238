import { TextInput, TranslatableInputs } from 'react-admin';
import { contentLanguages } from '../../../schemas/_fragments/translatable';

interface TranslatableTextInputProps {
  source: string;
  label: string;
  prop: any;
  readOnly?: boolean;
}

/** One text input per content language, German first because content falls back to German. */
export function TranslatableTextInput({ source, label, prop, readOnly }: TranslatableTextInputProps) {
  const declared = prop?.properties ? Object.keys(prop.properties) : [...contentLanguages];
  const locales = ['de', ...declared.filter((l) => l !== 'de')];
  const long = Object.values(prop?.properties ?? {}).some((p: any) => (p?.maxLength ?? 0) > 500);
  return (
    <TranslatableInputs locales={locales} defaultLocale="de" fullWidth>
      <TextInput source={source} label={label} readOnly={readOnly} multiline={long} />
    </TranslatableInputs>
  );
}
