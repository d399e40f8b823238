import { InputAdornment } from '@mui/material';
import { TextInput, useLocaleState, type TextInputProps } from 'react-admin';
import { numberInputText } from '../format/formatNumber';

/**
 * Numbers are typed as text so "1,5" and "1.5" both work (spec: numbers may use a comma or a
 * dot). A stored number shows in the language's decimal mark ("9,50" in German, with `decimals`
 * for prices), never as JavaScript writes it ("9.5"). The form keeps the typed text and
 * toPayload() turns it into a number on save; parsing on every keystroke would swallow a
 * trailing comma while the user is still typing.
 */
export function LocaleNumberInput({ adornment, decimals, ...props }: TextInputProps & { adornment?: string; decimals?: number }) {
  const [locale] = useLocaleState();
  return (
    <TextInput
      {...props}
      format={(value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? numberInputText(value, locale, decimals) : String(value))}
      parse={(text: string) => (text === '' ? null : text)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
      }}
    />
  );
}
