import { InputAdornment } from '@mui/material';
import { TextInput, useLocaleState, type TextInputProps, type Validator } from 'react-admin';
import { numberInputText } from '../format/formatNumber';
import { minorToDecimal, parseMinor } from '../../core/money';

/** Text that never became an amount ("12,505", "12,") is named instead of being sent. */
export const amountText: Validator = (value) => (typeof value === 'string' && value !== '' ? 'validation.price' : undefined);

const SYMBOL: Record<string, string> = { euro: '€', chf: 'CHF', isk: 'kr', czk: 'Kč' };

/**
 * An amount stored in integer minor units (1250), entered and shown as a decimal ("12,50"), in
 * the language's decimal mark (en "12.50"). Text that is not an amount yet stays text, so the validator names it.
 */
export function MoneyInput({ currency = 'euro', validate, ...props }: TextInputProps & { currency?: string }) {
  const [locale] = useLocaleState();
  const mark = numberInputText(0.5, locale, 1).charAt(1);
  return (
    <TextInput
      {...props}
      validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), amountText]}
      format={(value: unknown) => (typeof value === 'number' ? minorToDecimal(value, mark) : value === null || value === undefined ? '' : String(value))}
      parse={(text: string) => (text === '' ? null : parseMinor(text) ?? text)}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{SYMBOL[currency] ?? currency}</InputAdornment> } }}
    />
  );
}
