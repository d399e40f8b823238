import type { paths } from '../../../openapi/types';
import { email as emailRule, password as passwordRule, phone as phoneRule, vatNumber as vatRule } from '../../core/validators';

export interface VenueValues {
  name: string;
  legalForm: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  vatNumber: string;
}

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  repeat: string;
  privacyAccepted: boolean;
  /** only when registering a venue (/register/venue) */
  venue?: VenueValues;
}

/** Field path (as the server names it: `venue.city`) → translation key. */
export type RegistrationErrors = Record<string, string>;

const REQUIRED = 'ra.validation.required';
const VENUE_REQUIRED = ['name', 'street', 'number', 'postalCode', 'city'] as const;

/**
 * The checks the form makes before sending; the server makes the same ones (and uniqueness), so
 * these only save a round trip. Spec part 1 §5: password rule, e-mail format, consent to the
 * data protection regulations, postal code with city, VAT and phone formats.
 */
export function registrationErrors(v: RegistrationValues): RegistrationErrors {
  const out: RegistrationErrors = {};
  if (!v.name.trim()) out.name = REQUIRED;
  if (!v.email.trim()) out.email = REQUIRED;
  else {
    const bad = emailRule(v.email.trim());
    if (bad) out.email = bad;
  }
  if (!v.password) out.password = REQUIRED;
  else {
    const bad = passwordRule(v.password);
    if (bad) out.password = bad;
  }
  if (!v.repeat) out.repeat = REQUIRED;
  else if (v.repeat !== v.password) out.repeat = 'app.resetPassword.mismatch';
  if (!v.privacyAccepted) out.privacyAccepted = 'app.register.consentRequired';
  if (v.venue) {
    for (const f of VENUE_REQUIRED) if (!v.venue[f].trim()) out[`venue.${f}`] = REQUIRED;
    const phone = phoneRule(v.venue.phone.trim());
    if (phone) out['venue.phone'] = phone;
    const vat = vatRule(v.venue.vatNumber.trim());
    if (vat) out['venue.vatNumber'] = vat;
  }
  return out;
}

/** The body of POST v1/auth/register or v1/auth/register/franchisee, as openapi/types.ts declares them. */
export type RegistrationBody = NonNullable<paths['/api/v1/auth/register']['post']['requestBody']>['content']['application/json'] | NonNullable<paths['/api/v1/auth/register/franchisee']['post']['requestBody']>['content']['application/json'];

/** The request body: trimmed, empty optional venue fields left out, the repeat not sent. */
export function registrationBody(v: RegistrationValues, extra: { language: string; customerGroup?: string }): RegistrationBody {
  const body: Record<string, unknown> = {
    name: v.name.trim(), email: v.email.trim(), password: v.password, privacyAccepted: v.privacyAccepted, language: extra.language,
  };
  if (extra.customerGroup) body.customerGroup = extra.customerGroup;
  if (v.venue) {
    body.venue = Object.fromEntries(Object.entries(v.venue).map(([k, x]) => [k, x.trim()]).filter(([, x]) => x !== ''));
  }
  // Built field by field from the form (blanks dropped); the server validates the enums (language, legal form).
  return body as RegistrationBody;
}

/** A server field error of the registration calls (src/server/errors.ts FieldError). */
export interface RegistrationFieldError {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/**
 * The form's own words for the registration's server codes (the rest go through the generic
 * fieldErrorMessage: serverRules.<code>, validation.*, …). By code, never by the English text:
 * the server's wording may change, the code does not.
 */
const REGISTRATION_CODES: Record<string, string> = {
  taken: 'app.register.emailTaken',
  consentRequired: 'app.register.consentRequired',
  vatInvalidOrInUse: 'app.register.vatInUse',
};

/** Server answers on a field, as catalogue keys with their arguments (`_`: the server's English text). */
export function serverRegistrationErrors(
  fieldErrors: readonly RegistrationFieldError[] | undefined,
  generic: (e: RegistrationFieldError) => { message: string; args: Record<string, unknown> },
): Record<string, { message: string; args: Record<string, unknown> }> {
  const out: Record<string, { message: string; args: Record<string, unknown> }> = {};
  for (const error of fieldErrors ?? []) {
    const own = error.code === 'taken' && error.path !== 'email' ? undefined : error.code ? REGISTRATION_CODES[error.code] : undefined;
    out[error.path] = own ? { message: own, args: { _: error.message } } : generic(error);
  }
  return out;
}
