import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresCsv } from '../src/server/entities/automatedReport/figuresCsv';
import type { ApiRecord } from '../src/server/crud/rowToRecord';
import { REPORT_TEXTS } from '../src/server/entities/automatedReport/reportTexts';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { testApp, type TestApp } from './helpers/testApp';

// The independent-figures check of sales.contract.test.ts extended to the files: every line of the
// sales CSV (by day and by week), of the revenue CSV (by payment method), of the per-venue files and
// of the automated report's figures file equals the figures computed here in plain JS from the
// same seeded data set (helpers/salesDataSet.ts: several zones, refunds across a month end, a
// cancelled and a deleted order). Files in English: money 1234.56, days YYYY-MM-DD.

let t: TestApp;
let admin: string;
let set: SalesSet;
const FROM = '2026-02-01';
const TO = '2026-02-28';

const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
const minor = (cell: string) => Math.round(Number(cell) * 100);
/** A file's figure cells (orders, gross, net, tax, tips, refunds, average basket) as figures. */
const figures = (cells: string[]) => {
  const [orderCount, revenue, netRevenue, tax, tips, refunds, averageBasket] = cells;
  return { orderCount: Number(orderCount), revenue: minor(revenue), netRevenue: minor(netRevenue), tax: minor(tax), tips: minor(tips), refunds: minor(refunds), averageBasket: minor(averageBasket) };
};
const expected = (ids: string[], from: string, to: string, keep: { method?: string } = {}) => {
  const { refundCount: _r, ...f } = expectedFigures(set, ids, from, to, keep);
  return f;
};

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'e');
});
afterAll(() => t.close());

describe('export files answer the independently computed figures, line by line', () => {
  it('sales CSV by day and by week: each bucket and the total', async () => {
    const ids = set.venues.slice(0, 3).map((v) => v._id);
    const q = `from=${FROM}&to=${TO}${ids.map((v) => `&venue=${v}`).join('')}&lang=en`;
    const byDay = lines((await t.call(admin, 'GET', `/api/v1/export/sales/csv?${q}&groupBy=day`)).body);
    expect(byDay).toHaveLength(28 + 2);
    for (const row of byDay.slice(1, -1)) expect(figures(row.slice(1)), row[0]).toEqual(expected(ids, row[0], row[0]));
    expect(byDay.at(-1)![0]).toBe('Total');
    expect(figures(byDay.at(-1)!.slice(1))).toEqual(expected(ids, FROM, TO));
    expect(expected(ids, FROM, TO).refunds).toBeGreaterThan(0);
    const byWeek = lines((await t.call(admin, 'GET', `/api/v1/export/sales/csv?${q}&groupBy=week`)).body);
    expect(byWeek).toHaveLength(5 + 2);
    for (const row of byWeek.slice(1, -1)) {
      const [from, to] = row[0].split(' – ');
      expect(figures(row.slice(1)), row[0]).toEqual(expected(ids, from, to ?? from));
    }
    expect(figures(byWeek.at(-1)!.slice(1))).toEqual(expected(ids, FROM, TO));
  });

  it('revenue CSV: each payment method and the total, one venue and all of them', async () => {
    const names = Object.entries(REPORT_TEXTS.en.methods);
    for (const ids of [[set.venues[1]._id], set.venues.map((v) => v._id)]) {
      const res = await t.call(admin, 'GET', `/api/v1/export/revenue/csv?from=${FROM}&to=${TO}${ids.map((v) => `&venue=${v}`).join('')}&lang=en`);
      expect(res.status).toBe(200);
      const rows = lines(res.body);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows.slice(1, -1)) {
        const method = names.find(([, name]) => name === row[0])![0];
        expect(figures(row.slice(1)), row[0]).toEqual(expected(ids, FROM, TO, { method }));
      }
      expect(figures(rows.at(-1)!.slice(1))).toEqual(expected(ids, FROM, TO));
    }
  });

  it('per-venue files: each venue\'s line and the total', async () => {
    const ids = set.venues.map((v) => v._id);
    // data/overview/csv takes no venue filter (all the caller's venues): its lines of the set are compared
    for (const [url, filter] of [['/api/v1/export/sales-overview', true], ['/api/v1/export/statistic/csv', true], ['/api/v1/data/overview/csv', false]] as const) {
      const res = await t.call(admin, 'GET', `${url}?from=${FROM}&to=${TO}${filter ? ids.map((v) => `&venue=${v}`).join('') : ''}&lang=en`);
      expect(res.status, url).toBe(200);
      const rows = lines(res.body);
      for (const [i, v] of set.venues.entries()) expect(figures(rows.find((r) => r[0] === `Sales e ${i}`)!.slice(1)), url).toEqual(expected([v._id], FROM, TO));
      if (filter) expect(figures(rows.at(-1)!.slice(1)), url).toEqual(expected(ids, FROM, TO));
    }
  });

  it('the automated report\'s figures file (one venue\'s month, split by venue): each day and the totals', async () => {
    const venues = set.venues.slice(0, 2).map((v, i) => ({ _id: v._id, name: `Sales e ${i}` }) as unknown as ApiRecord);
    const ids = venues.map((v) => v._id);
    const period = { from: '2026-01-31T23:00:00.000Z', to: '2026-02-28T23:00:00.000Z', firstDay: FROM, lastDay: TO };
    const bytes = await figuresCsv(t.services, undefined as never, 'sales', venues, period, 'en', true);
    const rows = lines(bytes.toString('utf8'));
    expect(rows[0].slice(0, 2)).toEqual(['Venue', 'Period']);
    for (const [who, scope] of [['All venues', ids], ['Sales e 0', [ids[0]]], ['Sales e 1', [ids[1]]]] as const) {
      const mine = rows.filter((r) => r[0] === who);
      expect(mine).toHaveLength(28 + 1);
      for (const row of mine.slice(0, -1)) expect(figures(row.slice(2)), `${who} ${row[1]}`).toEqual(expected([...scope], row[1], row[1]));
      expect(mine.at(-1)![1]).toBe('Total');
      expect(figures(mine.at(-1)!.slice(2))).toEqual(expected([...scope], FROM, TO));
    }
    const byMethod = lines((await figuresCsv(t.services, undefined as never, 'orderByPaymentMethod', venues, period, 'en', false)).toString('utf8'));
    expect(byMethod[0][0]).toBe('Payment method');
    expect(figures(byMethod.at(-1)!.slice(1))).toEqual(expected(ids, FROM, TO));
  });
});
