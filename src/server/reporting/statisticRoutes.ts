import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { scopeFilter } from '../access/scopeFilter';
import { fieldExprSql } from '../db/fieldExpr';
import type { Services } from '../services';

/** Orders that count as revenue: completed ones (spec order statuses; decision in README). */
export const REVENUE_STATUSES = ['done', 'validated'] as const;


/**
 * The statistics calls (spec: `v1/statistic/...`). They read across entities (orders, venues, later
 * payments and payouts), so they live here rather than in one entity's home; the finance and
 * analytics work adds its figures beside the overview.
 */
export function statisticRoutes(app: FastifyInstance, services: Services): void {
  const entity = services.registry.get('order')!;
  const d = services.db.dialect;
  const expr = (f: string) => sql.raw(fieldExprSql(entity, f, d));

  // GET v1/statistic/overview: the dashboard's totals and per-venue figures, inside the caller's venues.
  app.get('/api/v1/statistic/overview', {
    config: { access: 'statistics.overview' },
    schema: {
      tags: ['statistic'],
      summary: 'Revenue, net revenue (integer minor units) and order count in total and per venue (completed orders)',
      operationId: 'statistic_overview',
      querystring: {
        type: 'object',
        properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } },
        additionalProperties: false,
      },
      response: {
        200: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: {
                totalRevenue: { type: 'integer' }, netRevenue: { type: 'integer' }, orderCount: { type: 'integer' },
                venues: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { venue: { type: 'string' }, name: { type: 'string' }, readableId: { type: 'string' }, revenue: { type: 'integer' }, netRevenue: { type: 'integer' }, orderCount: { type: 'integer' } },
                    required: ['venue', 'name', 'revenue', 'netRevenue', 'orderCount'],
                  },
                },
              },
              // always sent: the admin's typed call (openapi/types.ts) may rely on them
              required: ['totalRevenue', 'netRevenue', 'orderCount', 'venues'],
            },
          },
          required: ['data'],
        },
      },
    },
  }, async (req) => {
    const { from, to } = req.query as { from?: string; to?: string };
    const tenant = scopeFilter(entity, req.principal!, d);
    const statusList = sql.join(REVENUE_STATUSES.map((s) => sql`${s}`));
    const rows = await sql<{ venue: string; revenue: number | string; net: number | string; n: number | string }>`
      select "venue", sum(${expr('total')}) as revenue, sum(${expr('net')}) as net, count(*) as n
      from "order"
      where "deleted_at" is null and ${expr('status')} in (${statusList})
        ${tenant ? sql`and ${tenant}` : sql``}
        ${from ? sql`and "created_at" >= ${from}` : sql``} ${to ? sql`and "created_at" <= ${to}` : sql``}
      group by "venue"`.execute(services.db.kysely);
    const venueEntity = services.registry.get('venue')!;
    const ids = rows.rows.map((r) => r.venue);
    const venues = ids.length
      ? await services.items.all(venueEntity, req.principal!, { filters: { _id: ids }, ranges: {}, sort: 'name', direction: 'asc' })
      : [];
    const byId = new Map(rows.rows.map((r) => [r.venue, r]));
    const list = venues.map((v) => {
      const r = byId.get(v._id)!;
      return { venue: v._id, name: v.name, readableId: v.readableId, revenue: Number(r.revenue), netRevenue: Number(r.net), orderCount: Number(r.n) };
    }).sort((a, b) => b.revenue - a.revenue);
    return {
      data: {
        totalRevenue: list.reduce((s, v) => s + v.revenue, 0),
        netRevenue: list.reduce((s, v) => s + v.netRevenue, 0),
        orderCount: list.reduce((s, v) => s + v.orderCount, 0),
        venues: list,
      },
    };
  });
}
