import { PASSWORD_SPECIALS } from './validators';

/** English texts of the validators' keys (src/core/validators.ts); the admin's catalogues translate them. */
export const MESSAGES_EN: Record<string, string> = {
  'validation.password':
    'Use at least 8 characters with at least one capital letter and at least one digit or special character. ' +
    `Allowed are letters, digits and ${PASSWORD_SPECIALS}`,
  'validation.email': 'Enter an e-mail address such as name@example.com',
  'validation.emailList': 'Enter e-mail addresses separated by commas, e.g. a@example.com, b@example.com',
  'validation.integerList': 'Enter whole numbers separated by commas, e.g. 1, 2, 3',
  'validation.csvList': 'Enter values separated by commas, without empty entries',
  'validation.phone': 'Enter the phone number in international format: + and up to 15 digits without spaces, e.g. +4912345678901',
  'validation.mfaCode': 'Enter the 6-character code from your authenticator app',
  'validation.iban': 'Enter an IBAN: country code, check digits and account number (DE: 22 characters)',
  'validation.ibanCountry': 'Enter an IBAN from a SEPA country; the first two letters are the country code',
  'validation.ibanLength': 'The IBAN has the wrong length for its country (e.g. DE 22, AT 20, CH 21, NL 18 characters)',
  'validation.ibanChecksum': 'The IBAN check digits do not match; check the number for typos',
  'validation.vatNumber': 'Enter a VAT number: 2-letter country code followed by 2 to 13 letters or digits, e.g. DE123456789',
  'validation.germanTaxNumber': 'Enter a German tax number with 10 to 13 digits, e.g. 93815/08152 or 181/815/08155',
  'validation.identifier': 'Use lowercase letters, with single underscores between words, e.g. main_course',
  'validation.objectId': 'Enter an id of 24 characters using 0-9 and a-f',
  'validation.upperCase': 'Use capital letters only',
  'validation.loyaltyCampaignId': 'Enter the campaign id starting with camp_',
  'validation.number': 'Enter a number; use a comma or a dot for decimals',
  'validation.price': 'Enter a price with at most two decimals, e.g. 1.99 or 1,99',
  'validation.decimal': 'Enter a number with a dot and at most two decimals, e.g. 10.5',
  'validation.quantity': 'Enter a whole number with 1 to 5 digits, or 100000',
  'validation.time': 'Enter a time as HH:mm (24 hours), e.g. 09:30',
  'validation.date': 'Enter a date as YYYY-MM-DD, e.g. 2024-12-31',
  'validation.dateTime': 'Enter a date and time as DD/MM/YYYY HH:mm (24 hours), e.g. 31/12/2026 18:00',
  'validation.url': 'Enter a domain without http:// or https://, e.g. example.com/path',
  'validation.simpleUrl': 'Enter a full address starting with http:// or https://',
  'validation.lessThan': 'Enter a value smaller than the compared field',
  'validation.lessOrEqual': 'Enter a value smaller than or equal to the compared field',
  'validation.greaterOrEqual': 'Enter a value greater than or equal to the compared field',
  'validation.timeBefore': 'Choose a time that is not later than the compared time',
  'validation.dateBefore': 'Choose a date that is not later than the compared date',
  'validation.uniqueAmong': 'This value is already used in another field; choose a different one',
};
