import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { notificationFor } from './errorCatalogue';

const URL = '/api/v1/auth/role';
const PAGE = '/role';
const mfa = { statusCode: 401, name: 'MFAError', code: 'MFA_INVALID' };

describe('notificationFor: spec part 1 §8 rows', () => {
  it.each([
    [400, 'errors.badRequest'],
    [401, 'errors.unauthorized'],
    [403, 'errors.forbidden'],
    [404, 'errors.notFound'],
    [422, 'errors.unprocessable'],
    [500, 'errors.internal'],
    [502, 'errors.unknown'],
    [429, 'errors.unknown'],
    [0, 'errors.unknown'],
  ])('%i → %s', (status, key) => {
    expect(notificationFor(status, URL, {}, PAGE)).toBe(key);
  });

  it('401 MFAError elsewhere → the MFA notice', () => {
    expect(notificationFor(401, '/api/v1/auth/mfa/enable', mfa, '/auth/security')).toBe('errors.mfa');
  });

  it('401 MFAError on the login call or on the start/login page → null (the screen handles it)', () => {
    expect(notificationFor(401, '/api/v1/auth/login', mfa, '/somewhere')).toBeNull();
    expect(notificationFor(401, 'https://backend.example.com/api/v1/auth/login', mfa, '/somewhere')).toBeNull();
    expect(notificationFor(401, URL, mfa, '/')).toBeNull();
    expect(notificationFor(401, URL, mfa, '/login')).toBeNull();
  });

  it('a 401 without MFAError on the login call is the credentials notice', () => {
    expect(notificationFor(401, '/api/v1/auth/login', { code: 'BAD_CREDENTIALS' }, '/')).toBe('errors.unauthorized');
    // A disabled account or a session ended by a password change says so, on any screen.
    expect(notificationFor(401, '/api/v1/auth/login', { code: 'USER_DISABLED' }, '/')).toBe('app.sessionErrors.userDisabled');
    expect(notificationFor(401, '/api/v1/general/venue/list', { code: 'SESSION_REVOKED' }, '/venue')).toBe('app.sessionErrors.sessionRevoked');
    expect(notificationFor(401, '/api/v1/general/venue/list', { code: 'toString' }, '/venue')).toBe('errors.unauthorized');
  });
});

describe('notificationFor: failed outside services', () => {
  it.each([
    ['GEOCODER_FAILED', '/api/v1/general/venue/abc/gps', 'app.providerErrors.geocoderFailed'],
    ['TRANSLATOR_FAILED', '/api/v1/foodcard/translation/machine', 'app.providerErrors.translatorFailed'],
  ])('%s → its own notice instead of "unknown error"', (code, url, key) => {
    expect(notificationFor(502, url, { statusCode: 502, code }, PAGE)).toBe(key);
    expect((en as any).app.providerErrors[key.split('.').pop()!]).toMatch(/Try again later/);
    expect(Object.keys((de as any).app.providerErrors)).toEqual(Object.keys((en as any).app.providerErrors));
    expect(Object.keys((fr as any).app.providerErrors)).toEqual(Object.keys((en as any).app.providerErrors));
  });

  it('other 502s stay unknown', () => {
    expect(notificationFor(502, URL, { code: 'toString' }, PAGE)).toBe('errors.unknown');
  });
});

describe('notificationFor: exceptions (no notification)', () => {
  it('upsell 404s', () => {
    expect(notificationFor(404, '/api/v1/general/upsells/venue/abc/type/addon', {}, PAGE)).toBeNull();
    // only 404s: other upsell errors are notified
    expect(notificationFor(500, '/api/v1/general/upsells/venue/abc/type/addon', {}, PAGE)).toBe('errors.internal');
  });

  it.each([
    '/api/v1/general/validation/readableId',
    '/api/v1/auth/validation/email',
    '/api/v3/payment/invoice/123',
    '/api/v1/data/analytics/report.csv',
  ])('any status on %s', (url) => {
    for (const status of [400, 401, 403, 404, 422, 500, 503]) expect(notificationFor(status, url, {}, PAGE)).toBeNull();
  });

  it('data/analytics without the trailing part is not excepted', () => {
    expect(notificationFor(500, '/api/v1/data/analytics', {}, PAGE)).toBe('errors.internal');
  });
});

describe('notificationFor: named rules', () => {
  it('a 422 of a rule without a form field names the rule; other 422s keep the spec text', () => {
    expect(notificationFor(422, 'v1/foodcard/category/x', { code: 'CATEGORY_NOT_EMPTY' }, '/category')).toBe('app.ruleErrors.categoryNotEmpty');
    expect(notificationFor(409, 'v1/general/promoCode/generate', { code: 'PROMO_CODES_TAKEN' }, '/promo')).toBe('app.ruleErrors.promoCodesTaken');
    expect(notificationFor(422, 'v1/foodcard/option/x', { code: 'OPTION_GROUP_NOT_EMPTY' }, '/option')).toBe('app.ruleErrors.optionGroupNotEmpty');
    expect(notificationFor(422, 'v1/foodcard/option/x', { code: 'VALIDATION' }, '/option')).toBe('errors.unprocessable');
  });
});

