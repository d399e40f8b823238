import type { AccessRule } from '../../core/permissions';

/** What the document needs to know of a route to say which errors it answers. */
export interface RouteFacts {
  method: string;
  /** as the router declares it (`:id` parameters) */
  url: string;
  access: AccessRule;
  hasQuery: boolean;
}

/**
 * Errors some routes answer beyond what their method, parameters and access rule imply, by the
 * code that raises them (src/server/errors.ts). A pattern matches `METHOD url` as declared.
 * Upload limits (FILE_TOO_LARGE, FILE_TOO_MANY, MULTIPART_INVALID) are 400s, not 413/415: the
 * error table keeps them 400 so the admin's message for a bad request applies.
 */
const EXTRA: [RegExp, number[], string][] = [
  [/^POST \/api\/v1\/auth\/login$/, [401, 429], 'wrong credentials or MFA code (RATE_LIMITED)'],
  [/^POST \/api\/v1\/auth\/register(\/franchisee)?$/, [429], 'REGISTER_RATE_LIMITED'],
  [/^PATCH \/api\/v1\/auth\/password(\/request)?$/, [429], 'RESET_RATE_LIMITED'],
  [/^PATCH \/api\/v1\/auth\/user\/password\/change$/, [429], 'TOO_MANY_ATTEMPTS'],
  [/^POST \/api\/v1\/auth\/mfa\/(enable|disable)$/, [429], 'TOO_MANY_ATTEMPTS'],
  [/\/import(\/[\w-]+)?$/, [429], 'IMPORT_BUSY'],
  [/^POST \/api\/v1\/sepa\/webhook$/, [401], 'SEPA_WEBHOOK_UNAUTHORIZED'],
  [/^POST \/api\/v3\/payment\/callback$/, [401, 404, 409, 422], 'PAYMENT_SIGNATURE_INVALID, PAYMENT_CALLBACK_DISABLED, PAYMENT_ALREADY_BOOKED'],
  [/ \/api\/v1\/(sepa|paypal)\//, [409, 502, 503], 'SEPA and PayPal: not configured, provider failed, not cancellable'],
  [/^GET \/api\/v1\/paypal\/:venue\/(authorize|onboarding)$/, [422], 'PAYPAL_CREDENTIALS_MISSING: merchant id and e-mail not saved yet'],
  [/^PATCH \/api\/v3\/payment\/:order\/refund$/, [502, 503], 'PAYMENT_PROVIDER_MISSING / _FAILED / REFUND_PENDING'],
  [/^GET \/api\/v1\/loyalty\/reward\//, [502, 503], 'LOYALTY_PROVIDER_MISSING / _FAILED'],
  [/^POST \/api\/v1\/(general\/venue\/:id\/foodcard\/hellotess-test\/import|foodcard\/venue\/:id\/foodcard\/[\w-]+\/import|foodcard\/\w+\/import\/:id)$/, [502, 503], 'POS_PROVIDER_FAILED / POS_PROVIDER_MISSING: the point-of-sale or menu provider'],
  [/^POST \/api\/v1\/general\/venue\/:id\/gps$/, [502], 'GEOCODER_FAILED'],
  [/ \/api\/v1\/delfi\/venueInfo/, [404, 502, 503], 'a venue outside the caller\'s scope (NOT_FOUND); DELFI_FAILED / _NOT_CONFIGURED'],
  [/^POST \/api\/v1\/foodcard\/translation\/machine$/, [502], 'TRANSLATOR_FAILED'],
  [/^POST \/api\/v3\/payment\/invoice\/venue\/send$/, [502], 'INVOICE_SEND_FAILED'],
  [/^POST \/api\/v1\/general\/(promoCode|coupons)\/generate/, [409], 'PROMO_CODES_TAKEN'],
  [/^PATCH \/api\/v3\/payment\/provision\/claim\//, [409], 'PROVISION_CLAIMED / _NOT_CLAIMED / _NOT_WAITING'],
  [/^(POST \/api\/v1\/sync(\/upsell)?|PATCH \/api\/v1\/general\/venue\/:venue\/sync\/start)$/, [404, 409], 'a venue named in the body outside the caller\'s scope (NOT_FOUND); SYNC_IN_PROGRESS: a venue named is under sync (or its sync is switched off)'],
  [/^GET \/api\/v1\/export-link\/:file$/, [403, 410], 'EXPORT_LINK_INVALID / _EXPIRED: the signed link of a mailed export'],
];

/**
 * The error statuses a route can answer, derived from what it is: 400 always (bad parameters, query
 * or body, or a badly encoded path); 401 unless public; 403 when its rule is
 * more than "signed in" (a permission, a membership, an admin); 404 when it names a record;
 * 422 for writes and queries (body validation and the rules); 500 always (a bug); and the EXTRA table.
 */
export function errorStatuses(route: RouteFacts): number[] {
  // 400 for every route: a path with broken percent-encoding is refused before routing
  const out = new Set<number>([400, 500]);
  const params = route.url.includes(':') || route.url.includes('*');
  if (route.access !== 'public') out.add(401);
  if (route.access !== 'public' && route.access !== 'self') out.add(403);
  if (params) out.add(404);
  if (route.method !== 'GET' && route.method !== 'HEAD') out.add(422);
  // a query's values pass their schema and may still break a rule (an export's venue and format)
  if (route.hasQuery) out.add(422);
  const name = `${route.method} ${route.url}`;
  for (const [pattern, statuses] of EXTRA) if (pattern.test(name)) for (const s of statuses) out.add(s);
  return [...out].sort((a, b) => a - b);
}
