import { describe, expect, it } from 'vitest';
import { ruleError } from '../../server/errors';
import { de } from '../i18n/de';
import { flattenMessages } from '../i18n/flattenMessages';
import { fieldErrorMessage } from './fieldErrorMessage';

const german = flattenMessages(de);
const inGerman = (m: { message: string; args: Record<string, unknown> }) =>
  (german[m.message] ?? String(m.args._)).replace(/%\{(\w+)\}/g, (_, k: string) => String(m.args[k]));

describe('fieldErrorMessage', () => {
  it('translates the server\'s rule sentences by their code, naming the values sent', () => {
    const venue = fieldErrorMessage(ruleError('venue', 'venueUnknown'));
    expect(venue.message).toBe('serverRules.venueUnknown');
    expect(inGerman(venue)).toBe('verweist auf keinen vorhandenen Standort');
    expect(inGerman(fieldErrorMessage(ruleError('isActive', 'comboTooFewSlots', { count: 2 })))).toBe('Ein Menü braucht mindestens 2 Plätze, um aktiv zu sein.');
  });

  it('translates field errors that carry a code of the error table', () => {
    expect(inGerman(fieldErrorMessage({ message: 'Only image files are allowed.', code: 'FILE_NOT_IMAGE' }))).toBe('Nur Bilddateien sind erlaubt.');
  });

  it('keeps the server\'s text for a code it does not know', () => {
    expect(fieldErrorMessage({ message: 'is odd', code: 'somethingNew' })).toEqual({ message: 'is odd', args: { _: 'is odd' } });
  });
});
