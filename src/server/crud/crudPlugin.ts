import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathParams, type Operation, type ResolvedCall } from '../../core/apiSpec';
import type { AccessRule } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { allows } from '../access/principal';
import { stepUpFor } from '../access/stepUpFor';
import { AppError } from '../errors';
import type { Services } from '../services';
import { createSchema, idSchema, recordSchema, updateSchema, withArticlesSchema } from './entitySchemas';
import { LIST_FLAGS, MAX_PAGE, parseListQuery, type ListQuery } from './parseListQuery';
import { articleFieldOf, embedArticles } from './embedArticles';
import { readerLanguage } from '../search/readerLanguage';
import { registerSimpleRoutes } from './simpleRoutes';
import { registerUniqueRoutes } from './uniqueRoutes';
import { ENVIRONMENTS, type EnvName } from '../environments/Environments';
import { listElsewhere } from '../environments/listElsewhere';
import { paramsSchema, routeUrl } from './routeUrl';

export function accessFor(entity: Entity, op: Operation | 'action'): AccessRule {
  const a = entity.def['x-access'];
  const rule = op === 'list' || op === 'all' || op === 'query' || op === 'show' ? a.view
    : op === 'create' ? a.create
      : op === 'update' || op === 'bulkUpdate' ? a.update
        : a.delete;
  return rule ?? 'admin';
}

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, description: '1-based page (offset paging; after/before page by cursor instead)' },
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    sort: { type: 'string', description: 'field to sort by (default createdAt; ties by the name, then the id)' },
    direction: { type: 'string', enum: ['asc', 'desc'] },
    q: { type: 'string', maxLength: 200, description: 'free-text search, case-insensitive (translatable names match in every language)' },
    [LIST_FLAGS[0]]: { type: 'string', enum: ['true', 'false', '1', '0'], description: "spec's articles=true: rows of an entity articles point at (categories) carry their live articles; no effect on other entities" },
    [LIST_FLAGS[1]]: { type: 'string', enum: ['true', 'false', '1', '0'], description: "spec's hidden flag: true (default) lists hidden records too, false leaves out records whose visible is false" },
  },
  additionalProperties: { description: 'filters: key[]=value (repeat for any-of), key[gte]=, key[lte]=' },
};

/** The paged list's own parameters: keyset cursors from a previous answer's pageInfo. */
const cursorParams = {
  after: { type: 'string', maxLength: 4000, description: "keyset paging: the page just after this cursor (pageInfo.endCursor of the same list and order); not with before" },
  before: { type: 'string', maxLength: 4000, description: "keyset paging: the page just before this cursor (pageInfo.startCursor of the same list and order); not with after" },
};
const pagedQuerySchema = { ...listQuerySchema, properties: { ...listQuerySchema.properties, ...cursorParams } };

/** react-admin's partial pagination, on every list answer (offset pages too, so a client can go on by cursor). */
const pageInfoSchema = {
  type: 'object',
  properties: {
    hasNextPage: { type: 'boolean' },
    hasPreviousPage: { type: 'boolean' },
    startCursor: { type: ['string', 'null'], description: 'cursor of the first row (before=…); null on an empty page' },
    endCursor: { type: ['string', 'null'], description: 'cursor of the last row (after=…); null on an empty page' },
  },
  required: ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'],
};

/** Documents the reader's language header of the list calls (readerLanguage); any value is accepted. */
const listHeadersSchema = {
  type: 'object',
  properties: {
    'accept-language': { type: 'string', description: 'reader\'s language: translatable fields sort (sort=name) by their text in it, German where empty; default German' },
  },
};

// at least one id: an empty selection is refused by the schema (422 minItems), as the document says
const idsSchema = { type: 'array', items: idSchema, minItems: 1, maxItems: 50_000 };

const SUMMARY: Record<Operation, string> = {
  list: 'List (paged, filtered, sorted)', all: 'All records', query: 'Records matching filters', show: 'One record',
  create: 'Create', update: 'Partial update', delete: 'Soft delete', hardDelete: 'Hard delete',
  bulkUpdate: 'Bulk partial update (all or nothing)', bulkDelete: 'Bulk delete (all or nothing)',
};

/**
 * Registers every operation of one entity, from its x-api. Handlers are thin: parse, then call
 * the items service, which owns tenancy, hooks and audit.
 */
export function registerEntityRoutes(app: FastifyInstance, services: Services, entity: Entity): void {
  const items = services.items;
  const pathVenue = (path: string) => pathParams(path).includes('venue');
  const ref = (suffix = '') => ({ $ref: `${entity.id}${suffix}#` });
  const one = { type: 'object', properties: { data: ref() }, required: ['data'] };
  // Rows of an entity articles point at may carry them (articles=true): their own schema says so.
  const embeds = articleFieldOf(services.registry, entity) !== undefined;
  if (embeds) app.addSchema(withArticlesSchema(entity));
  const row = embeds ? ref('.withArticles') : ref();
  const many = { type: 'object', properties: { data: { type: 'array', items: row } }, required: ['data'] };
  const embed = (req: FastifyRequest, q: ListQuery, rows: Awaited<ReturnType<typeof items.all>>) =>
    q.articles ? embedArticles(items, services.registry, entity, req.principal!, rows, q.hidden !== false, scopeOf(req)) : rows;
  const bulkResult = {
    type: 'object',
    properties: { data: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' } } } },
  };

  const scopeOf = (req: FastifyRequest) => {
    const venue = (req.params as Record<string, string>)?.venue;
    if (venue && !allows(req.principal!.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
    return venue ? { venue } : {};
  };

  const route = (op: Operation, call: ResolvedCall, schema: Record<string, unknown>, handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.route({
      method: call.method,
      url: routeUrl(call.path),
      config: { access: accessFor(entity, op), stepUp: stepUpFor(entity, op) },
      schema: { tags: [entity.id], summary: `${entity.def.title}: ${SUMMARY[op]}`, operationId: `${entity.id}_${op}`, ...(paramsSchema(call.path) ? { params: paramsSchema(call.path) } : {}), ...schema },
      handler,
    });
  };

  const api = entity.api;
  const omitVenue = (call?: ResolvedCall) => (call && pathVenue(call.path) ? ['venue'] : []);

  if (api.list) {
    // an entity declaring x-environments reads another environment's records with environment=
    const environments = entity.def['x-environments'] === true;
    const querystring = environments
      ? { ...pagedQuerySchema, properties: { ...pagedQuerySchema.properties, environment: { type: 'string', enum: [...ENVIRONMENTS], description: "read the records of this environment (dev or prod) instead of this server's own: needs a copy, sync or migrate direction between the two" } } }
      : pagedQuerySchema;
    route('list', api.list, {
      querystring,
      headers: listHeadersSchema,
      response: { 200: { type: 'object', properties: { data: { type: 'array', items: row }, total: { type: 'integer', description: 'matching records (counted again only after a write to the table); with totalIsEstimate, an estimate' }, totalIsEstimate: { type: 'boolean', description: 'present (true) when total is an estimate: a free-text search with more than 1,000 matches, shown as "about N"' }, page: { type: 'integer' }, limit: { type: 'integer' }, pageInfo: pageInfoSchema } } },
    }, async (req, reply) => {
      const { environment, ...raw } = req.query as Record<string, unknown>;
      const q = parseListQuery(entity, environments ? raw : { environment, ...raw }, true, readerLanguage(req.headers['accept-language']));
      if (environment !== undefined && environments) return listElsewhere(services, req.principal!, entity, environment as EnvName, q, scopeOf(req));
      if (!q.articles) {
        // Written from the stored text when the records are the stored documents (listText).
        const text = await items.listText(entity, req.principal!, q, scopeOf(req));
        if (text !== undefined) return reply.type('application/json; charset=utf-8').send(text);
      }
      const page = await items.list(entity, req.principal!, q, scopeOf(req));
      return { ...page, data: await embed(req, q, page.data) };
    });
  }
  for (const op of ['all', 'query'] as const) {
    const call = api[op];
    if (!call) continue;
    route(op, call, { querystring: listQuerySchema, headers: listHeadersSchema, response: { 200: many } }, async (req) => {
      const q = parseListQuery(entity, req.query as Record<string, unknown>, false, readerLanguage(req.headers['accept-language']));
      return { data: await embed(req, q, await items.all(entity, req.principal!, q, scopeOf(req))) };
    });
  }
  if (api.bulkUpdate) {
    route('bulkUpdate', api.bulkUpdate, {
      body: { type: 'object', properties: { ids: idsSchema, data: ref('.update') }, required: ['ids', 'data'], additionalProperties: false },
      response: { 200: bulkResult },
    }, async (req) => {
      const body = req.body as { ids: string[]; data: Record<string, unknown> };
      return { data: await items.bulkUpdate(entity, req.principal!, body.ids, body.data, scopeOf(req)) };
    });
  }
  if (api.bulkDelete) {
    route('bulkDelete', api.bulkDelete, {
      body: { type: 'object', properties: { ids: idsSchema, hard: { type: 'boolean' } }, required: ['ids'], additionalProperties: false },
      response: { 200: bulkResult },
    }, async (req) => {
      const body = req.body as { ids: string[]; hard?: boolean };
      return { data: await items.bulkDelete(entity, req.principal!, body.ids, !!body.hard, scopeOf(req)) };
    });
  }
  if (api.show) {
    route('show', api.show, { response: { 200: one } }, async (req) => ({
      data: await items.show(entity, req.principal!, (req.params as { id: string }).id, scopeOf(req)),
    }));
  }
  if (api.create) {
    const omit = omitVenue(api.create);
    app.addSchema(createSchema(entity, omit));
    route('create', api.create, { body: ref('.create'), response: { 201: one } }, async (req, reply) => {
      reply.code(201);
      return { data: await items.create(entity, req.principal!, req.body as Record<string, unknown>, scopeOf(req)) };
    });
  }
  if (api.update) {
    route('update', api.update, { body: ref('.update'), response: { 200: one } }, async (req) => ({
      data: await items.update(entity, req.principal!, (req.params as { id: string }).id, req.body as Record<string, unknown>, scopeOf(req)),
    }));
  }
  if (api.delete) {
    route('delete', api.delete, { response: { 200: one } }, async (req) => ({
      data: await items.remove(entity, req.principal!, (req.params as { id: string }).id, false, scopeOf(req)),
    }));
  }
  if (api.hardDelete) {
    route('hardDelete', api.hardDelete, { response: { 200: one } }, async (req) => ({
      data: await items.remove(entity, req.principal!, (req.params as { id: string }).id, true, scopeOf(req)),
    }));
  }
  registerSimpleRoutes(app, services, entity);
  registerUniqueRoutes(app, services, entity);
}

/** Shared schemas of one entity, added before any route refers to them. */
export function addEntitySchemas(app: FastifyInstance, entity: Entity): void {
  app.addSchema(recordSchema(entity));
  if (entity.api.update || entity.api.bulkUpdate) app.addSchema(updateSchema(entity, entity.api.update && pathParams(entity.api.update.path).includes('venue') ? ['venue'] : []));
}
