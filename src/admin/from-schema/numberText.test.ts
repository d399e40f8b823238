import { describe, expect, it } from 'vitest';
import { percentRange } from './FractionInput';
import { amountText } from './MoneyInput';

// Inputs keep text that is not a number yet; these validators stop it from being saved as text.
describe('number inputs refuse text that never became a number', () => {
  it('a percentage left as "20." is an error, 20 % is not', () => {
    expect(percentRange('20.', {}, {} as any)).toBe('validation.number');
    expect(percentRange(0.2, {}, {} as any)).toBeUndefined();
    expect(percentRange(1.5, {}, {} as any)).toMatchObject({ message: 'ra.validation.maxValue' });
  });
  it('an amount left as "12,505" is an error, 1250 cents is not', () => {
    expect(amountText('12,505', {}, {} as any)).toBe('validation.price');
    expect(amountText(1250, {}, {} as any)).toBeUndefined();
    expect(amountText(null, {}, {} as any)).toBeUndefined();
  });
});
