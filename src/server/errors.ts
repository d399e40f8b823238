/**
 * Every error the API sends comes from this table: a stable code, an HTTP status and an English
 * message that says what to do. The admin translates by `code`.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid: {detail}' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { status: 400, message: 'The request body is larger than the allowed {limit}.' },
  INVALID_QUERY: { status: 400, message: 'The query parameters are not valid: {detail}' },
  FILE_MISSING: { status: 400, message: 'Choose a file to upload.' },
  FILE_TOO_MANY: { status: 400, message: 'Only one file can be uploaded at a time.' },
  FILE_TOO_LARGE: { status: 400, message: 'The file is larger than the allowed {limit}. Choose a smaller file.' },
  MULTIPART_INVALID: { status: 400, message: 'The upload could not be read as multipart/form-data: {detail}. Send the file as the form field "file".' },
  UNAUTHORIZED: { status: 401, message: 'Please log in: no valid session token was sent.' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  SESSION_REVOKED: { status: 401, message: 'Your session was ended because the password changed or the account was disabled. Please log in again.' },
  USER_DISABLED: { status: 401, message: 'This account is disabled. Ask an administrator to enable it again.' },
  BAD_CREDENTIALS: { status: 401, message: 'The e-mail address or password is wrong.' },
  MFA_REQUIRED: { status: 401, message: 'Enter the 6-character code of your authenticator app.' },
  MFA_INVALID: { status: 401, message: 'The MFA-Code is invalid.' },
  MFA_NOT_SET_UP: { status: 422, message: 'Start the two-factor setup first: there is no pending secret to activate.' },
  MFA_ALREADY_ON: { status: 422, message: 'Two-factor authentication is already on. Turn it off before setting it up again.' },
  MFA_NOT_ON: { status: 422, message: 'Two-factor authentication is not on.' },
  FORBIDDEN: { status: 403, message: 'You are missing the right to do this ({permission}).' },
  HIGHER_ROLE: { status: 403, message: 'You can only change users (or their passwords) whose rights you hold yourself.' },
  NOT_FOUND: { status: 404, message: 'The requested {resource} could not be found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no API route {method} {url}.' },
  VALIDATION: { status: 422, message: 'Some fields are not valid. Please check the form.' },
  SYSTEM_ROLE: { status: 422, message: 'System roles cannot be changed.' },
  FILE_NOT_IMAGE: { status: 422, message: 'Only image files are allowed.' },
  FILE_NOT_PDF: { status: 422, message: 'Only PDF files are allowed.' },
  FILE_NOT_DOCUMENT: { status: 422, message: 'Only PDF or image files are allowed.' },
  FILE_NOT_TEMPLATE: { status: 422, message: 'Only PDF, HTML or plain text files are allowed as templates.' },
  CATEGORY_NOT_EMPTY: { status: 422, message: 'This category still holds articles. Move or delete them first.' },
  OPTION_GROUP_NOT_EMPTY: { status: 422, message: 'This option group still holds option articles. Move or delete them first.' },
  MACHINE_TRANSLATION_MISSING: { status: 422, message: 'No machine translation provider is configured (TRANSLATOR_URL). Enter the translations by hand.' },
  KML_INVALID: { status: 400, message: 'The file is not a KML file that can be read: {detail}' },
  KML_NO_POLYGON: { status: 400, message: 'The KML file holds no polygon. Delivery areas are read from polygons; draw the area as a polygon (not a point or a line) and export it again.' },
  IMPORT_TOO_LARGE: { status: 422, message: 'The file is over the import limit of {limit} {unit}. Split it into smaller files and import them one after the other.' },
  RESET_TOKEN_INVALID: { status: 422, message: 'Reset token not found or expired.' },
  CURRENT_PASSWORD_WRONG: { status: 422, message: 'The current password is wrong.' },
  REPORT_NO_VENUES: { status: 422, message: 'The report covers no venue you can see. Choose a venue, a customer group or labels with venues.' },
  REPORT_OWNER_GONE: { status: 422, message: 'The user who created this report can no longer sign in. Create the report again under an active user.' },
  REPORT_TOO_LARGE: { status: 422, message: 'The report file is larger than {limit} and cannot be mailed. Choose a shorter frequency or fewer venues.' },
  REPORT_FAILED: { status: 502, message: 'The report could not be mailed: {detail}. Try again later.' },
  // mailed exports too large to attach: the signed download link of the mail (src/server/reporting/exportLink.ts)
  EXPORT_LINK_INVALID: { status: 403, message: 'This download link is not valid (changed or incomplete, or its account can no longer sign in). Use the link of the mail as it was sent, or start the export again.' },
  SYNC_IN_PROGRESS: { status: 409, message: 'A sync of the venue {venue} is in progress or its sync is switched off: wait until it ends, or lift the lock on the venue (sync possible, not in progress).' },
  EXPORT_LINK_EXPIRED: { status: 410, message: 'This download link has expired. Start the export again to get a new one.' },
  PROMO_CODES_TAKEN: { status: 409, message: 'Codes generated at the same time took some of these codes. Generate again.' },
  // provision: claims of a venue's month (src/server/entities/provision)
  PROVISION_CLAIMED: { status: 409, message: "This month's provision of the venue is already claimed." },
  PROVISION_NOT_CLAIMED: { status: 409, message: "This month's provision of the venue is not claimed, so there is nothing to reset." },
  PROVISION_NOT_WAITING: { status: 409, message: 'Only a waiting provision claim can be confirmed.' },
  RATE_LIMITED: { status: 429, message: 'Too many failed login attempts. Please try again in {minutes} minutes.' },
  RESET_RATE_LIMITED: { status: 429, message: 'Too many password reset requests. Please try again in {minutes} minutes.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong codes or passwords. Please try again in {minutes} minutes.' },
  REGISTER_RATE_LIMITED: { status: 429, message: 'Too many registration requests from this address. Please try again in {minutes} minutes.' },
  IMPORT_BUSY: { status: 429, message: 'Another import of yours is still running. Wait until it has finished, then try again.' },
  INTERNAL: { status: 500, message: 'There was an internal server error.' },
  GEOCODER_FAILED: { status: 502, message: 'The GPS lookup service failed ({reason}). Try again later or enter the GPS coordinates manually.' },
  LOYALTY_PROVIDER_MISSING: { status: 503, message: 'No {provider} loyalty server is configured ({variable}), so its rewards cannot be fetched.' },
  // point-of-sale and menu-provider imports (src/server/entities/syncJob/pos/)
  POS_PROVIDER_MISSING: { status: 503, message: 'No {provider} server is configured ({variable}), so its menu cannot be imported.' },
  POS_CREDENTIALS_MISSING: { status: 422, message: 'The venue\'s checkout integration "{integrationType}" lacks {missing}. Save it in the venue\'s checkout integration tab first.' },
  POS_MODE_UNSUPPORTED: { status: 422, message: '{provider} has no tables to import. Choose a menu sync mode.' },
  POS_PROVIDER_FAILED: { status: 502, message: 'POS authorization failed. Menu and table sync failed (inform an administrator): {provider}, {reason}.' },
  LOYALTY_PROVIDER_FAILED: { status: 502, message: 'The loyalty provider {provider} is not reachable ({reason}). Try again later.' },
  // billing and invoices (transaction): the mail relay refused an invoice
  INVOICE_SEND_FAILED: { status: 502, message: 'The invoice could not be sent by e-mail ({reason}). Try again later.' },
  TRANSLATOR_FAILED: { status: 502, message: 'The machine translation service failed ({reason}). Try again later or enter the translations by hand.' },
  // --- SEPA and PayPal (sepa helper: schemas/sepa.ts, src/server/entities/sepa/) ---
  SEPA_NOT_CONFIGURED: { status: 503, message: 'No SEPA provider is configured (SEPA_PROVIDER_URL), so SEPA mandates and payments are not available.' },
  SEPA_VENUES_MIXED: { status: 422, message: 'A SEPA mandate names venues of one customer group only.' },
  SEPA_NO_MANDATE: { status: 422, message: 'Venue {venue} has no registered SEPA mandate. Create a registration link and let the merchant complete it first.' },
  SEPA_INVOICE_NOT_PAYABLE: { status: 422, message: 'Invoice {number} cannot be paid by SEPA: {reason}.' },
  SEPA_NOTHING_TO_PAY: { status: 422, message: 'This venue has no open invoice of the last {days} days.' },
  SEPA_NOT_CANCELLABLE: { status: 409, message: 'Invoice {number} has no SEPA payment to cancel.' },
  SEPA_CANCEL_TOO_LATE: { status: 409, message: 'The SEPA payment of invoice {number} can no longer be cancelled: a payment can be cancelled within {days} days.' },
  SEPA_WEBHOOK_UNAUTHORIZED: { status: 401, message: 'The SEPA webhook was called without the shared secret (SEPA_WEBHOOK_SECRET).' },
  SEPA_CREATE_FAILED: { status: 502, message: 'The SEPA registration link could not be created ({reason}). Nothing was changed; try again later.' },
  SEPA_PAY_FAILED: { status: 502, message: 'The SEPA payment could not be created ({reason}). Nothing was booked; try again later.' },
  SEPA_CANCEL_FAILED: { status: 502, message: 'The SEPA payment could not be cancelled ({reason}). The invoice stays paid; try again later.' },
  PAYPAL_NOT_CONFIGURED: { status: 503, message: 'PayPal is not configured (PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_SECRET, PAYPAL_PARTNER_ID).' },
  PAYPAL_CREDENTIALS_MISSING: { status: 422, message: 'PayPal authorization requires the merchant id and e-mail to be saved first.' },
  PAYPAL_AUTHORIZE_FAILED: { status: 502, message: 'PayPal authorization failed ({reason}). Try again later.' },
  // --- end SEPA and PayPal ---
  // --- delivery-information service (src/server/entities/venue/delfi/) ---
  DELFI_NOT_CONFIGURED: { status: 503, message: 'The delivery-information service is not configured (DELFI_API_URL, DELFI_API_KEY), so delivery information cannot be read or sent.' },
  DELFI_FAILED: { status: 502, message: 'The delivery-information service failed ({reason}). Nothing was changed here; try again later.' },
  // --- Payments and refunds (v3/payment) ---
  REFUND_NOT_ALLOWED: { status: 403, message: 'You are missing the right to make this refund ({permission}).' },
  PAYMENT_NOT_REFUNDABLE: { status: 422, message: 'A payment with the status {status} cannot be refunded.' },
  REFUND_EMPTY: { status: 422, message: 'Choose articles to refund or enter an amount (not both).' },
  REFUND_ARTICLE_UNKNOWN: { status: 422, message: 'The article {article} is not part of this order.' },
  REFUND_ARTICLE_EXCEEDED: { status: 422, message: 'Only {remaining} of article {article} can still be refunded.' },
  REFUND_EXCEEDS_PAYMENT: { status: 422, message: 'The refund of {amount} exceeds what is left of the payment ({remaining}).' },
  PAYMENT_PROVIDER_MISSING: { status: 503, message: 'No payment provider is configured (PAYMENT_PROVIDER_URL), so the refund cannot be sent. Refund it externally instead.' },
  PAYMENT_PROVIDER_FAILED: { status: 502, message: 'The payment provider did not carry out the refund ({reason}). Nothing was booked; try again later.' },
  // 502: the provider's answer is unknown, so the refund is neither booked nor dropped
  PAYMENT_REFUND_PENDING: { status: 502, message: 'The payment provider did not answer ({reason}). The refund is kept as pending; the next refund of this payment asks the provider again with the same key.' },
  // 404: without a secret no callback can be verified, so the call is not offered at all
  PAYMENT_CALLBACK_DISABLED: { status: 404, message: 'Payment callbacks are off: PAYMENT_PROVIDER_SECRET is not set.' },
  PAYMENT_SIGNATURE_INVALID: { status: 401, message: 'The callback signature is missing or wrong.' },
  PAYMENT_ALREADY_BOOKED: { status: 409, message: 'This order already has a payment booked under another key.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The rules the server checks beyond the schema, as 422 field errors (`errors[].code`): the
 * English sentence (`message`; `{name}` stands for a value of `params`). The admin's English
 * catalogue is this table (serverRules.<code>), de and fr translate every code, so no rule the
 * server words reaches a German or French user in English.
 */
export const RULE_MESSAGES = {
  selectAtLeastOne: 'At least one item must be selected.',
  notInVenue: 'names no {entity} of this venue',
  venueUnknown: 'names no existing venue',
  venueOutsideGroup: "names a venue outside the label's customer group",
  customerGroupUnknown: 'names no customer group',
  customerGroupNotYours: 'is not a customer group you belong to',
  roleUnknown: 'names no existing role',
  roleOfOtherGroup: "names a role of another customer group than the user's",
  roleNotHeld: 'You can only assign roles whose rights you hold yourself.',
  roleOfRegistration: 'Approving a registration needs a role of the brand, not one registration hands out.',
  rightsNotHeld: 'You can only put rights you hold yourself into a role.',
  venueNotAllowed: 'You can only assign venues you have access to.',
  venueLabelNotAllowed: 'You can only assign venue labels of your customer group whose venues you have access to.',
  systemRole: 'System roles cannot be changed.',
  consentRequired: 'Please accept the data protection regulations.',
  vatInvalidOrInUse: 'VAT number invalid or in use.',
  gpsNotFound: 'GPS position for provided address was not found. Please change the address or enter gps coordinates manually.',
  specialWithoutRegular: 'Special hours are not saved without regular hours.',
  openingHoursNeeded: 'Please set opening hours first!',
  deliveryHoursNeeded: 'Please set delivery hours first!',
  rangeOrder: 'The start time must be before the end time (HH:mm, 24 h). Split a range past midnight into two.',
  optionGroupRequired: 'This option group is required. At least 1 option article needs to be visible',
  upsellRoundTo: 'A rounding upsell needs the amount to round up to.',
  upsellPluToAdd: 'A rounding upsell needs the PLU of the article that fills the difference.',
  upsellPluSmall: 'An article upsell needs the PLU of the small article.',
  upsellPluLarge: 'An article upsell needs the PLU of the large article.',
  comboSlotEmpty: 'Choose at least one article or option group for this slot.',
  comboTooFewSlots: 'A combo needs at least {count} slots to be active.',
  inventoryCountedTwice: 'is already counted in another inventory entry',
  inventoryNoArticles: 'Choose at least one article or option article this stock is sold as.',
  sameVenue: 'Choose a venue other than the source.',
  // venue copy and migrate (syncJob)
  environmentNotConfigured: 'This server has no database for the environment {env}.',
  venueArchived: 'The venue is archived (migrated already).',
  readableIdInUse: 'This short id is already used in the environment {env}.',
  // master/slave sync
  notASlave: 'This venue has no master venue: it cannot be synced as a slave.',
  slaveOfOther: 'This venue is a slave of another master venue.',
  sameEnvironmentOnly: 'A slave-to-slaves sync stays inside one environment: its venues share a master there.',
  sameVenueTwice: 'names the source venue or one venue twice',
  endOfDayEmailsNeeded: 'Enter valid e-mail addresses (comma-separated) before enabling the end-of-day report.',
  confirmVenue: 'does not name this venue: type its short id to confirm',
  confirmCounts: 'The foodcard changed since you were shown its counts: check them again and confirm.',
  exportParams: 'needs a venue and a format ({formats})',
  exportResource: 'names no list that can be exported',
  customerGroupOfVenue: 'names no customer group of this venue',
  notChangeable: 'cannot be changed',
  adminOnly: 'can be changed by an administrator only',
  notInGroup: 'names no {entity} of this customer group',
  refUnknown: 'names no {entity} you may use',
  exportKind: 'needs a kind ({kinds}) and filters as an object',
  // delivery areas (venue.areas)
  ringNotClosed: 'A ring must end at its first point and have at least 4 points.',
  latitudeRange: 'A latitude must be between -90 and 90 degrees.',
  areaPositions: 'The delivery areas have {count} points; at most {limit} are allowed. Simplify the polygons.',
  // orders (retry with a status, order test)
  orderStatusUnknown: 'is not an order status ({statuses})',
  testOrderNoArticle: 'The test order could not be placed: this venue has no active article with a price.',
  // provision
  provisionMonthFuture: 'must be the current or a past month',
  // billing and invoices (transaction)
  billingFieldRequired: 'Choose at least one field for the billing.',
  billingPeriod: 'must be a period of at most 400 days that ends after it starts',
  billingMonthFuture: 'cannot be a month that has not started yet',
  creditNoteLines: 'A credit note needs at least one line.',
  lineTotal: 'must be quantity × unit price',
  invoiceNoReceiver: 'The venue has no invoice receiver e-mail: enter an address.',
  // sales and statistics periods
  salesDay: 'is not a day of the calendar (YYYY-MM-DD)',
  salesPeriodOrder: 'must not be before the start of the period',
  salesPeriodLength: 'must be at most {days} days after the start of the period',
  salesPeriodMissing: 'needs a start and an end day for a custom period',
} as const satisfies Record<string, string>;

export type RuleCode = keyof typeof RULE_MESSAGES;

/** A 422 field error of one of the server's own rules, worded by RULE_MESSAGES. */
export function ruleError(path: string, code: RuleCode, params?: Record<string, string | number>): FieldError {
  const message = RULE_MESSAGES[code].replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? ''));
  return { path, message, code, ...(params ? { params } : {}) };
}

export interface FieldError {
  path: string;
  /** English text, for API users and as the admin's fallback */
  message: string;
  /**
   * what failed, which the admin translates: an Ajv keyword (`required`, `maxLength`, …), a
   * format's `validation.*` key, `taken`, an import error code, or a RULE_MESSAGES code. Never
   * left out: a sentence without a code would reach German and French users in English.
   */
  code: string;
  /** the rule's values the translation names (`limit`, `pattern`, …) */
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}, errors?: FieldError[], extra?: Record<string, unknown>) {
    const entry = ERRORS[code];
    super(entry.message.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? '')));
    this.code = code;
    this.status = entry.status;
    this.errors = errors;
    this.extra = extra;
  }
}

/** A 422 for one or more fields. */
export function invalid(errors: FieldError[]): AppError {
  return new AppError('VALIDATION', {}, errors);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway',
};

export function errorBody(err: AppError) {
  return {
    statusCode: err.status,
    error: REASONS[err.status] ?? 'Error',
    message: err.message,
    code: err.code,
    ...(err.errors ? { errors: err.errors } : {}),
    ...err.extra,
  };
}
