import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../crud/entitySchemas';
import { parseListQuery } from '../../crud/parseListQuery';
import type { ApiRecord } from '../../crud/rowToRecord';
import { fileUrl } from '../../files/fileUrl';
import { readerLanguage } from '../../search/readerLanguage';
import type { Services } from '../../services';

const LEGAL_FIELDS = [
  'name', 'fullName', 'readableId', 'legalForm', 'street', 'number', 'postalCode', 'city', 'country', 'email', 'phone', 'web',
  'vatNumber', 'vatNumberGermany', 'registerCourt', 'registerNumber', 'chiefExecutives',
] as const;
const DOCUMENTS = ['terms', 'imprint', 'privacy'] as const;

const page = { page: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 1000, default: 25 } };
const listOf = (items: object) => ({
  type: 'object',
  properties: { data: { type: 'array', items }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
  required: ['data', 'total', 'page', 'limit'],
});
const legalRow = {
  type: 'object',
  properties: {
    _id: idSchema, ...Object.fromEntries(LEGAL_FIELDS.map((f) => [f, { type: 'string' }])),
    documents: { type: 'object', properties: Object.fromEntries(DOCUMENTS.map((d) => [d, { type: 'string', description: 'URL of the uploaded document' }])) },
  },
  required: ['_id', 'name', 'readableId', 'documents'],
  additionalProperties: false,
};

/**
 * The venue lists of spec part 1 §7 beside GET list: `GET general/venue/?legal=true` (the legal
 * details of each venue in scope, with its documents' URLs), `GET general/venue/customer/{group}`
 * (the venues of one customer group) and `GET general/venue/master?customerGroup=` (the venues of
 * a group that another venue names as its master). Each reads through the items service: only
 * venues in the caller's scope, and a group outside it is a 404.
 */
export function venueListRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const group = services.registry.get('customerGroup')!;
  const venueList = listOf({ $ref: 'venue#' });

  app.get('/api/v1/general/venue', {
    config: { access: 'venue.view' },
    schema: {
      tags: ['venue'],
      summary: 'Venues in scope with their legal details and the URLs of their terms, imprint and privacy documents (legal=true)',
      operationId: 'venue_legalList',
      querystring: { type: 'object', properties: { legal: { type: 'boolean' }, ...page }, additionalProperties: false },
      response: { 200: listOf(legalRow) },
    },
  }, async (req) => {
    const q = req.query as { page: number; limit: number };
    const res = await services.items.list(venue, req.principal!, parseListQuery(venue, { page: q.page, limit: q.limit, sort: 'name', direction: 'asc' }, true, readerLanguage(req.headers['accept-language'])));
    const row = (v: ApiRecord) => ({
      _id: v._id,
      ...Object.fromEntries(LEGAL_FIELDS.filter((f) => typeof v[f] === 'string').map((f) => [f, v[f]])),
      documents: Object.fromEntries(DOCUMENTS.filter((d) => v[d]).map((d) => [d, fileUrl(services.config, String(v[d]))])),
    });
    return { data: res.data.map(row), total: res.total, page: res.page, limit: res.limit };
  });

  app.get('/api/v1/general/venue/customer/:group', {
    config: { access: 'venue.view' },
    schema: {
      tags: ['venue'],
      summary: 'Venues of one customer group (in the caller\'s scope), by name',
      operationId: 'venue_byCustomerGroup',
      params: { type: 'object', properties: { group: idSchema }, required: ['group'] },
      querystring: { type: 'object', properties: page, additionalProperties: false },
      response: { 200: venueList },
    },
  }, async (req) => {
    const { group: id } = req.params as { group: string };
    const q = req.query as { page: number; limit: number };
    await services.items.show(group, req.principal!, id);
    const query = parseListQuery(venue, { page: q.page, limit: q.limit, sort: 'name', direction: 'asc', 'customerGroup[]': id }, true, readerLanguage(req.headers['accept-language']));
    const res = await services.items.list(venue, req.principal!, query);
    return { data: res.data, total: res.total, page: res.page, limit: res.limit };
  });

  app.get('/api/v1/general/venue/master', {
    config: { access: 'venue.view' },
    schema: {
      tags: ['venue'],
      summary: 'Master venues of a customer group: those another venue of the group is synchronised from (masterId)',
      operationId: 'venue_masters',
      querystring: { type: 'object', properties: { customerGroup: idSchema }, required: ['customerGroup'], additionalProperties: false },
      response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'venue#' } } }, required: ['data'] } },
    },
  }, async (req) => {
    const { customerGroup } = req.query as { customerGroup: string };
    await services.items.show(group, req.principal!, customerGroup);
    const all = await services.items.all(venue, req.principal!, { filters: { customerGroup: [customerGroup] }, ranges: {}, sort: 'name', direction: 'asc' });
    const masters = new Set(all.map((v) => v.masterId).filter((m): m is string => typeof m === 'string'));
    return { data: all.filter((v) => masters.has(v._id)) };
  });
}
