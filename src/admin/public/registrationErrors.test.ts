import { describe, expect, it } from 'vitest';
import { registrationBody, registrationErrors, type RegistrationValues } from './registrationErrors';

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
