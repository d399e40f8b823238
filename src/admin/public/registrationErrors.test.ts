import { describe, expect, it } from 'vitest';
import { ruleError } from '../../server/errors';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { fieldErrorMessage } from '../providers/fieldErrorMessage';
import { registrationBody, registrationErrors, serverRegistrationErrors, type RegistrationValues } from './registrationErrors';

const person: RegistrationValues = { name: 'Rita', email: 'rita@example.com', password: 'Welcome123', repeat: 'Welcome123', privacyAccepted: true };
const venue = { name: 'Pizza Süd', legalForm: '', street: 'Hauptstraße', number: '5', postalCode: '70173', city: 'Stuttgart', country: 'de', phone: '', vatNumber: '' };

describe('registrationErrors', () => {
  it('passes a complete form', () => {
    expect(registrationErrors(person)).toEqual({});
    expect(registrationErrors({ ...person, venue })).toEqual({});
  });

  it('requires consent to the data protection regulations (spec part 1 §5)', () => {
    expect(registrationErrors({ ...person, privacyAccepted: false })).toEqual({ privacyAccepted: 'app.register.consentRequired' });
  });

  it('applies the password rule (8 characters, not the 6 of old labels) and the repeat', () => {
    expect(registrationErrors({ ...person, password: 'Abc12!', repeat: 'Abc12!' }).password).toBe('validation.password');
    expect(registrationErrors({ ...person, repeat: 'Welcome124' })).toEqual({ repeat: 'app.resetPassword.mismatch' });
    expect(registrationErrors({ ...person, password: '', repeat: '' })).toEqual({ password: 'ra.validation.required', repeat: 'ra.validation.required' });
  });

  it('checks name and e-mail', () => {
    expect(registrationErrors({ ...person, name: ' ', email: 'not-an-address' })).toEqual({ name: 'ra.validation.required', email: 'validation.email' });
  });

  it('needs the venue address with postal code and city; phone and VAT only when given, then valid', () => {
    const { postalCode: _p, city: _c, ...rest } = venue;
    expect(registrationErrors({ ...person, venue: { ...rest, postalCode: '', city: ' ' } })).toEqual({ 'venue.postalCode': 'ra.validation.required', 'venue.city': 'ra.validation.required' });
    expect(registrationErrors({ ...person, venue: { ...venue, phone: '0711 123', vatNumber: '12' } })).toEqual({ 'venue.phone': 'validation.phone', 'venue.vatNumber': 'validation.vatNumber' });
  });
});

describe('registrationBody', () => {
  it('sends trimmed values and the language, never the repeat; empty venue fields are left out', () => {
    expect(registrationBody({ ...person, name: ' Rita ', email: ' rita@example.com ' }, { language: 'de', customerGroup: 'demo_burger' })).toEqual({
      name: 'Rita', email: 'rita@example.com', password: 'Welcome123', privacyAccepted: true, language: 'de', customerGroup: 'demo_burger',
    });
    const body = registrationBody({ ...person, venue }, { language: 'en' });
    expect('venue' in body && body.venue).toEqual({ name: 'Pizza Süd', street: 'Hauptstraße', number: '5', postalCode: '70173', city: 'Stuttgart', country: 'de' });
    expect(body).not.toHaveProperty('repeat');
  });
});

describe('serverRegistrationErrors', () => {
  const lookup = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

  it('maps the server answers by their code, not their English text, to texts of every catalogue', () => {
    // The English sentences are scrambled: a mapping by text would fall through to them.
    const scrambled = (e: { path: string; message: string; code: string }) => ({ ...e, message: `(${e.message} reworded)` });
    const fields = serverRegistrationErrors(
      [
        scrambled({ path: 'email', message: 'is already taken', code: 'taken' }),
        scrambled(ruleError('privacyAccepted', 'consentRequired')),
        scrambled(ruleError('venue.vatNumber', 'vatInvalidOrInUse')),
        scrambled(ruleError('customerGroup', 'customerGroupUnknown')),
        scrambled({ path: 'password', message: 'must be a valid password', code: 'validation.password' }),
        scrambled({ path: 'name', message: 'must NOT have more than 100 characters', code: 'maxLength' }),
      ],
      fieldErrorMessage,
    );
    expect(Object.fromEntries(Object.entries(fields).map(([path, m]) => [path, m.message]))).toEqual({
      email: 'app.register.emailTaken',
      privacyAccepted: 'app.register.consentRequired',
      'venue.vatNumber': 'app.register.vatInUse',
      customerGroup: 'serverRules.customerGroupUnknown',
      password: 'validation.password',
      name: 'ra.validation.maxLength',
    });
    for (const { message } of Object.values(fields)) {
      const english = lookup(en, message);
      expect(typeof english, message).toBe('string');
      // de and fr have their own text for every key the form shows
      for (const catalogue of [de, fr]) {
        const text = lookup(catalogue, message);
        expect(typeof text, message).toBe('string');
        expect(text, message).not.toBe(english);
      }
    }
  });

  it('keeps the "taken" of another field generic', () => {
    expect(serverRegistrationErrors([{ path: 'venue.name', message: 'is already taken', code: 'taken' }], fieldErrorMessage)['venue.name'].message).toBe('validation.taken');
  });
});
