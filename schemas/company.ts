import { defineEntity } from './_meta';
import { price, percent } from './_fragments/money';

/**
 * A company whose employees order at a venue (with a subsidy, minimum order and discount). The
 * calls of spec section 7: `GET /` (list), `GET venue/{id}` (the companies of one venue),
 * `POST /`, `POST unique/company-code`, `DELETE {id}`.
 */
export default defineEntity({
  $id: 'company',
  title: 'Company',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { filter: 'reference' } },
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    /** checked with POST unique/company-code before saving */
    companyCode: { type: 'string', minLength: 1, maxLength: 50, 'x-ui': { list: true, filter: 'search', unique: 'POST unique/company-code' } },
    email: { type: 'string', format: 'email', maxLength: 254, 'x-ui': { list: true } },
    phoneNumber: { type: 'string', format: 'phone', maxLength: 16 },
    vatNumber: { type: 'string', format: 'vatNumber', minLength: 5, maxLength: 20 },
    orderMinimum: { ...price, 'x-ui': { widget: 'price' } },
    subsidy: { ...price, 'x-ui': { list: true, widget: 'price' } },
    /** spaces allowed (ignored by the check): 34 characters plus grouping */
    iban: { type: 'string', format: 'iban', maxLength: 42 },
    /** percent */
    storeDiscount: { ...percent, 'x-ui': { list: true } },
  },
  required: ['venue', 'name', 'companyCode'],
  'x-scope': 'venue',
  'x-access': {
    view: 'dnd.company.view',
    create: 'dnd.company.create',
    update: 'dnd.company.update',
    delete: 'dnd.company.delete',
  },
  'x-api': { base: 'v1/dnd/company', list: 'GET /', all: 'GET venue/{venue}', delete: 'DELETE {id}' },
  'x-index': ['name'],
  'x-unique': ['companyCode'],
  'x-search': ['name', 'companyCode', 'email'],
  'x-ui': { route: '/company', group: 'customerInfo', icon: 'Business', needsVenue: true, titleField: 'name' },
});
