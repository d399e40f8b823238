import { describe, expect, it } from 'vitest';
import * as v from './validators';
import { type Validator } from './validators';
import { FORMAT_VALIDATORS } from './formatValidators';
import { MESSAGES_EN } from './validationMessages';

type Case = [name: string, value: unknown, expected: string | null, validator: Validator];

const ok = (name: string, validator: Validator, ...values: unknown[]): Case[] =>
  values.map((value) => [name, value, null, validator]);
const bad = (name: string, validator: Validator, key: string, ...values: unknown[]): Case[] =>
  values.map((value) => [name, value, key, validator]);

const cases: Case[] = [
  ...ok('password', v.password, 'Abcdefg1', 'Abcdefg!', 'Passw0rd`~', 'ABCDEFG"\\', undefined, ''),
  ...bad('password', v.password, 'validation.password', 'Abcde1', 'abcdefg1', 'Abcdefgh', 'Abcdefg 1', 'Äbcdefg1', 12345678),
  ...ok('email', v.email, 'name@example.com', 'first.last+tag@sub.example.de', null),
  ...bad('email', v.email, 'validation.email', 'name@', 'name@example', 'a b@example.com', 'a@b..com', 'a,b@example.com'),
  ...ok('emailList', v.emailList, 'a@example.com', 'a@example.com,b@example.org', 'a@example.com , b@example.org'),
  ...bad('emailList', v.emailList, 'validation.emailList', 'a@example.com,', 'a@example.com;b@example.org', 'a@example.com, nope'),
  ...ok('integerList', v.integerList, '1', '1,2,3', '1, -2 , 30'),
  ...bad('integerList', v.integerList, 'validation.integerList', '1,,2', '1.5', 'a,b', '1,'),
  ...ok('csvList', v.csvList, 'cash', 'cash,voucher', 'cash , gift card'),
  ...bad('csvList', v.csvList, 'validation.csvList', 'cash,', ',cash', 'cash, ,card'),
  ...ok('phone', v.phone, '+4912345678901', '+123456', '+123456789012345', '+12345', '+1'),
  ...bad('phone', v.phone, 'validation.phone', '4912345678901', '+49 1234 5678', '+1234567890123456', '+', '+49abc'),
  ...ok('iban', v.iban, 'DE89 3704 0044 0532 0130 00', 'de89370400440532013000', 'AT61 1904 3002 3457 3201',
    'CH93 0076 2011 6238 5295 7', 'NL91 ABNA 0417 1643 00', 'BE68 5390 0754 7034',
    'FR14 2004 1010 0505 0001 3M02 606', 'IT60 X054 2811 1010 0000 0123 456', 'ES91 2100 0418 4502 0005 1332',
    'PL61 1090 1014 0000 0712 1981 2874', 'CZ65 0800 0000 1920 0014 5399', 'PT50 0002 0123 1234 5678 9015 4',
    'LU28 0019 4006 4475 0000', 'LI21 0881 0000 2324 013A A', 'IS14 0159 2600 7654 5510 7303 39', 'DK50 0040 0440 1162 43'),
  ...bad('iban', v.iban, 'validation.ibanLength', 'DE89 3704 0044 0532 0130 0', 'AT61 1904 3002 3457 3201 1'),
  ...bad('iban', v.iban, 'validation.ibanChecksum', 'DE88 3704 0044 0532 0130 00', 'NL91 ABNA 0417 1643 01'),
  ...bad('iban', v.iban, 'validation.ibanCountry', 'US12 3456 7890 1234 5678'),
  ...bad('iban', v.iban, 'validation.iban', 'DE', '1234567890', 'DE89-3704-0044', 42),
  ...ok('identifier', v.identifier, 'main', 'main_course', 'a_b_c'),
  ...bad('identifier', v.identifier, 'validation.identifier', 'Main', 'main__course', '_main', 'main_', 'main1', 'main-course'),
  ...ok('objectId', v.objectId, '507f1f77bcf86cd799439011'),
  ...bad('objectId', v.objectId, 'validation.objectId', '507F1F77BCF86CD799439011', '507f1f77bcf86cd79943901', '507f1f77bcf86cd79943901z'),
  ...ok('price', v.price, '1.99', '1,99', '-3', '10.5', '0', 7, 2.5),
  ...bad('price', v.price, 'validation.price', '1.999', '1.', '.5', '+1', 'abc', '1 000'),
  ...ok('decimal', v.decimal, '1.99', '10.5', '3', 4.25),
  ...bad('decimal', v.decimal, 'validation.decimal', '1,99', '1.999', '-1', '1.'),
  ...ok('localeNumber', v.localeNumber, '1,5', '1.5', '-3', '.5', 12),
  ...bad('localeNumber', v.localeNumber, 'validation.number', 'abc', '1.000,50', '1,2,3', NaN),
  ...ok('time', v.time, '00:00', '09:30', '23:59'),
  ...bad('time', v.time, 'validation.time', '24:00', '9:30', '12:60', '12.30', '12:30:00'),
  ...ok('date', v.date, '2024-02-29', '1999-12-31'),
  ...bad('date', v.date, 'validation.date', '2023-02-29', '2024-13-01', '31.12.2024', '2024-1-1', '2024-12-31T10:00:00Z'),
  ...ok('url', v.url, 'example.com', 'www.example.com/path?x=1', 'shop.example.co.uk'),
  ...bad('url', v.url, 'validation.url', 'https://example.com', 'http://example.com', 'example', 'exa mple.com'),
  ...ok('simpleUrl', v.simpleUrl, 'https://example.com', 'http://example.com/path?x=1', 'http://localhost:3000/x'),
  ...bad('simpleUrl', v.simpleUrl, 'validation.simpleUrl', 'example.com', 'ftp://example.com', 'https://', 'https://exa mple.com'),
  ...ok('vatNumber', v.vatNumber, 'DE123456789', 'ATU12345678', 'FR12 345678901', 'CHE-123.456.789 MWST', 'DE123'),
  ...bad('vatNumber', v.vatNumber, 'validation.vatNumber', 'DE12', '123456789', 'D1234567', 'DE12345678901234', 'DE_123456'),
  ...ok('germanTaxNumber', v.germanTaxNumber, '93815/08152', '181/815/08155', '2181081508155', '21 815 08155'),
  ...bad('germanTaxNumber', v.germanTaxNumber, 'validation.germanTaxNumber', '123/456', '12345678901234', '181//815/08155', '/18181508155', 'DE181815081'),
  ...ok('quantity', v.quantity, '1', '99999', '100000', 5),
  ...bad('quantity', v.quantity, 'validation.quantity', '100001', '123456', '-1', '1.5', 'abc'),
  ...ok('upperCase', v.upperCase, 'ABC', 'ABC-1', 'ÄÖÜ'),
  ...bad('upperCase', v.upperCase, 'validation.upperCase', 'Abc', 'abc'),
  ...ok('loyaltyCampaignId', v.loyaltyCampaignId, 'camp_123', 'camp_AbC-9'),
  ...bad('loyaltyCampaignId', v.loyaltyCampaignId, 'validation.loyaltyCampaignId', 'camp_', 'campaign_1', 'CAMP_1', 'x camp_1'),
  ...ok('mfaCode', v.mfaCode, '123456', 'ab12CD'),
  ...bad('mfaCode', v.mfaCode, 'validation.mfaCode', '12345', '1234567', '123 45'),
];

describe('validators', () => {
  it.each(cases)('%s(%j) -> %s', (_name, value, expected, validator) => {
    expect(validator(value)).toBe(expected);
  });

  it('has an English message for every key a validator returns', () => {
    const keys = new Set(cases.map((c) => c[2]).filter((k): k is string => k !== null));
    for (const key of keys) expect(MESSAGES_EN[key], key).toBeTruthy();
  });

  it('treats empty values as valid everywhere', () => {
    for (const [name, validator] of Object.entries(FORMAT_VALIDATORS)) {
      for (const empty of [undefined, null, '']) expect(validator(empty), name).toBeNull();
    }
  });

  it('maps the JSON-Schema format names', () => {
    expect(Object.keys(FORMAT_VALIDATORS).sort()).toEqual(
      ['objectId', 'phone', 'iban', 'identifier', 'password', 'price', 'decimal', 'hourMinute', 'dateOnly', 'domainUrl',
        'simpleUrl', 'emailList', 'integerList', 'csvList', 'vatNumber', 'germanTaxNumber', 'quantity',
        'upperCase', 'mfaCode', 'loyaltyCampaignId'].sort(),
    );
    expect(FORMAT_VALIDATORS.dateOnly('2024-02-30')).toBe('validation.date');
  });
});

describe('helpers', () => {
  it('normalizes IBANs and parses locale numbers', () => {
    expect(v.normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(v.parseLocaleNumber('1,5')).toBe(1.5);
    expect(v.parseLocaleNumber(' -3 ')).toBe(-3);
    expect(v.parseLocaleNumber(2)).toBe(2);
    expect(v.parseLocaleNumber('1.000,5')).toBeNull();
    expect(v.parseLocaleNumber('')).toBeNull();
    expect(v.parseLocaleNumber(null)).toBeNull();
  });

  type Comparison = [name: string, result: string | null, expected: string | null];
  const comparisons: Comparison[] = [
    ['lessThan 1 < 2', v.lessThan(1, 2), null],
    ['lessThan "1,5" < "1.6"', v.lessThan('1,5', '1.6'), null],
    ['lessThan 2 < 2', v.lessThan(2, 2), 'validation.lessThan'],
    ['lessThan non-number', v.lessThan('x', 2), 'validation.number'],
    ['lessThan empty target', v.lessThan(5, ''), null],
    ['lessOrEqual 2 <= 2', v.lessOrEqual('2', '2,0'), null],
    ['lessOrEqual 3 <= 2', v.lessOrEqual(3, 2), 'validation.lessOrEqual'],
    ['greaterOrEqual 2 >= 2', v.greaterOrEqual(2, 2), null],
    ['greaterOrEqual 1 >= 2', v.greaterOrEqual('1', 2), 'validation.greaterOrEqual'],
    ['timeBefore 09:00 10:00', v.timeBefore('09:00', '10:00'), null],
    ['timeBefore equal', v.timeBefore('10:00', '10:00'), null],
    ['timeBefore 11:00 10:00', v.timeBefore('11:00', '10:00'), 'validation.timeBefore'],
    ['timeBefore bad time', v.timeBefore('9:00', '10:00'), 'validation.time'],
    ['dateBefore', v.dateBefore('2024-01-01', '2024-01-02'), null],
    ['dateBefore Date objects', v.dateBefore(new Date('2024-01-01'), new Date('2024-01-01')), null],
    ['dateBefore after', v.dateBefore('2024-01-03', '2024-01-02'), 'validation.dateBefore'],
    ['dateBefore bad date', v.dateBefore('nope', '2024-01-02'), 'validation.date'],
    ['uniqueAmong distinct', v.uniqueAmong('a', ['b', 'c', '', undefined]), null],
    ['uniqueAmong duplicate', v.uniqueAmong('a', ['b', ' a ']), 'validation.uniqueAmong'],
    ['uniqueAmong eight targets', v.uniqueAmong(8, [1, 2, 3, 4, 5, 6, 7, 8]), 'validation.uniqueAmong'],
    ['uniqueAmong empty value', v.uniqueAmong('', ['']), null],
  ];

  it.each(comparisons)('%s', (_name, result, expected) => {
    expect(result).toBe(expected);
    if (result !== null) expect(MESSAGES_EN[result]).toBeTruthy();
  });
});
