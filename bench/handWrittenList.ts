/**
 * The like-for-like yardstick of the list bench: the same page written by hand as a route of the
 * product itself. It goes through everything a route of the product goes through (router, token,
 * principal, access rule, venue scope, security headers) and reads the product's own table with
 * one fixed SQL text, so full ÷ this is what the generic list layer costs (query parsing, WHERE
 * building, paging, cursors, the totals cache, the record mapping), without the price of the
 * pipeline every route pays.
 */
import { CompiledQuery } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { allows } from '../src/server/access/principal';
import { accessFor } from '../src/server/crud/crudPlugin';
import { fieldExprSql } from '../src/server/db/fieldExpr';
import { AppError } from '../src/server/errors';
import type { Services } from '../src/server/services';

export const HAND_WRITTEN_PATH = '/api/bench/tables/:venue';

export function handWrittenList(app: FastifyInstance, services: Services): void {
  const { db, registry } = services;
  const entity = registry.get('table')!;
  const active = fieldExprSql(entity, 'active', db.dialect);
  const number = fieldExprSql(entity, 'number', db.dialect);
  const p = (n: number) => (db.dialect === 'postgres' ? `$${n}` : '?');
  const yes = db.dialect === 'postgres' ? true : 1;
  const where = `"deleted_at" is null and "venue" = ${p(1)} and ${active} = ${p(2)}`;
  const pageSql = `select "_id", "created_at", "updated_at", "doc" from "table" where ${where} order by ${number} asc, "_id" asc limit 25 offset 50`;
  const countSql = `select count(*) as n from "table" where ${where}`;
  app.get(HAND_WRITTEN_PATH, { config: { access: accessFor(entity, 'list') }, schema: { hide: true } }, async (req) => {
    const venue = (req.params as { venue: string }).venue;
    if (!allows(req.principal!.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
    const [rows, count] = await Promise.all([
      db.read<{ _id: string; created_at: string; updated_at: string; doc: string | Record<string, unknown> }>(CompiledQuery.raw(pageSql, [venue, yes])),
      db.read<{ n: number | string }>(CompiledQuery.raw(countSql, [venue, yes])),
    ]);
    const data = rows.map((r) => ({ ...(typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc), _id: r._id, createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: null }));
    return { data, total: Number(count[0].n), page: 3, limit: 25 };
  });
}
