import { defineEntity } from './_meta';

const access = 'heidePark.seasonPass.upload';

/**
 * A season pass of a venue's guests (spec part 2 §2 "Season pass upload", /seasonPass). Passes
 * come from a CSV upload (`POST v1/seasonpass/venue/{venue}/upload`, a route of
 * src/server/entities/seasonPass) that is checked row by row like the customer import and
 * matches rows by pass number within the venue, so uploading a file twice adds nothing twice.
 * Every call needs the one permission the spec names.
 */
export default defineEntity({
  $id: 'seasonPass',
  title: 'Season pass',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true },
    passNumber: { type: 'string', minLength: 1, maxLength: 50, pattern: '^\\S(.*\\S)?$', 'x-ui': { list: true, filter: 'search' } },
    firstName: { type: 'string', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'search' } },
    lastName: { type: 'string', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'search' } },
    validFrom: { type: 'string', format: 'dateOnly', 'x-ui': { list: true } },
    validTo: { type: 'string', format: 'dateOnly', 'x-ui': { list: true, filter: 'dateRange' } },
  },
  required: ['passNumber', 'firstName', 'lastName', 'validFrom', 'validTo'],
  'x-scope': 'venue',
  'x-access': { view: access, create: access, update: access, delete: access },
  'x-api': { base: 'v1/seasonpass', create: 'POST venue/{venue}' },
  'x-index': ['lastName', 'validTo'],
  'x-unique': [['venue', 'passNumber']],
  'x-search': ['passNumber', 'firstName', 'lastName'],
  'x-sort': { field: 'passNumber', direction: 'asc' },
  'x-ui': { route: '/seasonPass', group: 'promo', icon: 'ConfirmationNumber', needsVenue: true, titleField: 'passNumber' },
});
