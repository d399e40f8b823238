import { InputAdornment } from '@mui/material';
import { TextInput, useLocaleState, type TextInputProps, type Validator } from 'react-admin';
import { numberInputText } from '../format/formatNumber';
import { parseLocaleNumber } from '../../core/validators';

/**
 * At most 100 % (1 as a fraction), at least 0 %; text that never became a number ("20." left
 * with its trailing dot) is named, so it is not sent as it is.
 */
export const percentRange: Validator = (value) =>
  typeof value === 'string' && value !== '' ? 'validation.number'
    : typeof value === 'number' && value > 1 ? { message: 'ra.validation.maxValue', args: { max: 100 } }
    : typeof value === 'number' && value < 0 ? { message: 'ra.validation.minValue', args: { min: 0 } } : undefined;

/**
 * A fraction (0.2) entered and shown as a percentage (20 %): spec part 2 §5, promo percent values
 * are fractions, shown in the language's decimal mark (12,5 %). Text that is not a number yet ("1," while typing) stays text until it is.
 */
export function FractionInput({ validate, ...props }: TextInputProps) {
  const [locale] = useLocaleState();
  const validators = [...(Array.isArray(validate) ? validate : validate ? [validate] : []), percentRange];
  return (
    <TextInput
      {...props}
      validate={validators}
      format={(value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? numberInputText(Math.round(value * 1e6) / 1e4, locale) : String(value))}
      parse={(text: string) => {
        if (text === '') return null;
        const n = /[.,]$/.test(text) ? null : parseLocaleNumber(text);
        return n === null ? text : n / 100;
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}
