/**
 * The calls of spec part 1 §7 ("The calls it makes"), one per line as `METHOD path` below /api,
 * with the spec's relative paths resolved against the base its paragraph names (auth → v1/auth,
 * venue → v1/general/venue, company → v1/dnd/company, ...). Parameter names are the spec's; the
 * test compares paths with every parameter alike. Transcribed by hand: the spec lives outside
 * the repository (the list is the spec's order, grouped by its paragraphs).
 */
export const PART1_CALLS: Record<string, readonly string[]> = {
  auth: [
    'POST v1/auth/login',
    'PATCH v1/auth/password/request', 'PATCH v1/auth/password',
    'POST v1/auth/register', 'POST v1/auth/register/franchisee', 'POST v1/auth/register/restricted', 'POST v1/auth/validation/email',
    'GET v1/auth/role', 'GET v1/auth/role/{id}', 'PATCH v1/auth/role/{id}', 'DELETE v1/auth/role/{id}', 'POST v1/auth/role',
    'GET v1/auth/oauth/enrollment', 'PATCH v1/auth/oauth/enrollment/{id}/accept', 'PATCH v1/auth/oauth/enrollment/{id}/reject',
    'PATCH v1/auth/user/{id}/restricted', 'DELETE v1/auth/{id}', 'PATCH v1/auth/user/{id}/password/reset',
  ],
  venue: [
    'GET v1/general/venue/list',
    'GET v1/general/venue/{id}/name', 'GET v1/general/venue/{id}/terms', 'GET v1/general/venue/{id}/imprint', 'GET v1/general/venue/{id}/privacy',
    'GET v1/general/venue/{id}/full', 'GET v1/general/venue/{id}/payment', 'GET v1/general/venue',
    'GET v1/general/venue/customer/{group}', 'GET v1/general/venue/master', 'GET v1/general/venue/{venue}/endOfDay',
    'PATCH v1/general/venue/{id}/photo', 'PATCH v1/general/venue/{id}/nutritionTable', 'PATCH v1/general/venue/{id}/self-certification',
    'PATCH v1/general/venue/{id}/terms', 'PATCH v1/general/venue/{id}/imprint', 'PATCH v1/general/venue/{id}/privacy',
    'PATCH v1/general/venue/{id}/external-delivery-service/icon',
    'PATCH v1/general/venue/{id}/panic', 'PATCH v1/general/venue/{id}/verify', 'PATCH v1/general/venue/{id}/publish',
    'PATCH v1/general/venue/{venue}/sync/start',
    'PATCH v1/general/venue/{venue}/service/activate', 'PATCH v1/general/venue/{venue}/service/deactivate',
    'PATCH v1/general/venue/activate/{venue}/{isServiceActivated}',
    'PATCH v1/general/venue/{venue}', 'PATCH v1/general/venue/checkoutIntegration/copy', 'PATCH v1/general/venue/update-webapp-slugs',
    'PATCH v1/general/venue/{venue}/setCheckoutIntegration', 'GET v1/general/venue/{venue}/getCheckoutIntegration',
    'POST v1/general/venue/franchisee',
  ],
  tables: [
    'GET v1/general/venue/{venue}/tables', 'POST v1/general/venue/{venue}/table', 'GET v1/general/venue/table/{id}', 'PATCH v1/general/venue/table/{id}',
    'DELETE v1/general/venue/{venue}/table/{id}', 'PATCH v1/general/venue/{venue}/tables/assign-lightspeed-waiter',
    'PATCH v1/general/venue/{venue}/tables/status/{status}', 'POST v1/general/venue/tables/export',
  ],
  validation: [
    'POST v1/general/validation/readableId', 'POST v1/general/validation/vatNumber', 'POST v1/general/validation/vatNumber/venue',
    'POST v1/general/validation/vatNumberGermany', 'POST v1/general/validation/vatNumberGermany/venue', 'POST v1/general/validation/venueLabel',
  ],
  foodcard: [
    'POST v1/general/venue/foodcard/copy',
    'POST v1/general/venue/{id}/foodcard/hellotess-test/import',
    'POST v1/foodcard/venue/{id}/foodcard/gastrofix/import', 'POST v1/foodcard/venue/{id}/foodcard/hellotess-test/import',
    'POST v1/foodcard/deliverect/import/{id}', 'POST v1/foodcard/simphony/import/{id}', 'POST v1/foodcard/viaCheckoutIntegrationProperties/import/{id}',
    'DELETE v1/general/venue/{id}/foodcard',
  ],
  deliveryArea: ['POST v1/general/data/kml/parse', 'GET v1/general/data/kml/export/{id}'],
  printers: [
    'GET v1/general/venue/{venue}/printer', 'GET v1/general/venue/printer', 'PUT v1/general/venue/{venue}/printer/{printer}',
    'POST v1/general/venue/{venue}/printer/restart/{printer}',
  ],
  customerGroupProperty: [
    'GET v1/general/customergroupproperty/paginate', 'GET v1/general/customergroupproperty/{id}', 'POST v1/general/customergroupproperty',
    'PATCH v1/general/customergroupproperty/{id}', 'DELETE v1/general/customergroupproperty/{id}',
    'POST v1/general/customergroupproperty/{groupId}/template/{templateName}',
  ],
  company: ['GET v1/dnd/company', 'GET v1/dnd/company/venue/{id}', 'POST v1/dnd/company', 'POST v1/dnd/company/unique/company-code', 'DELETE v1/dnd/company/{id}'],
  venueSync: [
    'GET v1/sync/jobs', 'GET v1/sync/jobs/{id}', 'POST v1/sync/jobs/{id}/stop',
    'POST v1/sync', 'POST v1/sync/upsell', 'POST v1/sync/venue/copy', 'POST v1/sync/venue/copy/venue-only',
  ],
  deliveryInformation: ['GET v1/delfi/venueInfo/{venue}', 'POST v1/delfi/venueInfo', 'PATCH v1/delfi/venueInfo/{venue}'],
  maintenance: ['GET v1/maintenance/status', 'POST v1/maintenance/enable', 'PATCH v1/maintenance/disable'],
};

/**
 * Calls of spec part 1 served elsewhere or still to come: the test prints them and whether they
 * are served yet, and does not fail on them. None left: every call of issue 28 is checked.
 */
export const PENDING_ELSEWHERE: Record<string, string> = {};

/**
 * Calls to outside systems the spec lists but issue 28 does not name: each needs a real HTTP
 * adapter tested against a local server (DESIGN.md "Integrations"), not a route alone. Printed as
 * not built, so a gap would stay visible. None left: the point-of-sale menu imports
 * (tests/posImport.contract.test.ts) and the delivery-information service
 * (tests/delfi.contract.test.ts) are built. The spec gives no base for the aggregator and
 * POS-provider calls ("GET /jobs", "POST /foodcard/sync", ...), so those cannot be checked by path
 * at all and are not in the list.
 */
export const NOT_BUILT_INTEGRATIONS: Record<string, string> = {};
