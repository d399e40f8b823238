import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';

/**
 * Numbers are typed as text so "1,5" and "1.5" both work (spec: numbers may use a comma or a
 * dot). The form keeps the typed text and toPayload() turns it into a number on save; parsing on
 * every keystroke would swallow a trailing comma while the user is still typing.
 */
export function LocaleNumberInput({ adornment, ...props }: TextInputProps & { adornment?: string }) {
  return (
    <TextInput
      {...props}
      format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
      parse={(text: string) => (text === '' ? null : text)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
      }}
    />
  );
}
