import path from 'node:path';
import fs from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

/**
 * The committed API document (openapi/openapi.json, kept fresh by `npm run gen --check` in
 * `npm test`) under Redocly's `recommended` rules: no error, no warning, except the ambiguous
 * paths below. Each is a pair of the spec's own paths where a literal segment stands where the
 * other path has a parameter; the router matches the literal first, so both are served, and the
 * spec's paths are kept as written (part 1/2 §7).
 */
const LITERAL_BEFORE_PARAMETER = 'the spec\'s paths: the router matches the literal segment before the parameter';
const AMBIGUOUS: Record<string, string> = {
  // `venue/{venue}` (a venue's records) beside `{id}/…` (one record's calls)
  ...Object.fromEntries(
    [
      ['foodcard/article', ['hard', 'simple', 'category', 'copy', 'photo', 'banner', 'icon']],
      ['foodcard/category', ['hard', 'photo', 'icon']],
      ['foodcard/option', ['hard', 'simple', 'copy']],
      ['foodcard/option-article', ['hard', 'photo', 'banner', 'icon']],
      ['dnd/company', ['hard']],
      ['seasonpass', ['hard']],
    ].flatMap(([base, tails]) => (tails as string[]).map((tail) => [`/api/v1/${base}/venue/{venue} | /api/v1/${base}/{id}/${tail}`, LITERAL_BEFORE_PARAMETER])),
  ),
  // `venue/table/{id}` (one table) beside the venue's own `{id}/…` and `{venue}/…` calls
  ...Object.fromEntries(
    ['{id}/hard', '{id}/simple', '{id}/verify', '{id}/publish', '{id}/panic', '{id}/gps', '{venue}/getCheckoutIntegration', '{venue}/setCheckoutIntegration',
      '{id}/terms', '{id}/imprint', '{id}/privacy', '{id}/name', '{id}/nutritionTable', '{id}/self-certification', '{id}/photo', '{venue}/table',
      '{id}/full', '{id}/payment', '{venue}/endOfDay', '{id}/foodcard']
      .map((tail) => [`/api/v1/general/venue/table/{id} | /api/v1/general/venue/${tail}`, LITERAL_BEFORE_PARAMETER]),
  ),
  '/api/v1/general/venue/{venue}/printer | /api/v1/general/venue/table/{id}': LITERAL_BEFORE_PARAMETER,
  '/api/v1/general/venue/{venue}/printer | /api/v1/general/venue/customer/{group}': LITERAL_BEFORE_PARAMETER,
  '/api/v1/general/venue/{venue}/printer/{id} | /api/v1/general/venue/activate/{id}/{isServiceActivated}': LITERAL_BEFORE_PARAMETER,
  '/api/v1/general/venue/{venue}/printer/{id}/hard | /api/v1/general/venue/{venue}/printer/restart/{id}': LITERAL_BEFORE_PARAMETER,
  '/api/v1/customer/id/{id} | /api/v1/customer/{id}/hard': LITERAL_BEFORE_PARAMETER,
  '/api/v2/order/{id}/retry | /api/v2/order/test/{venue}': LITERAL_BEFORE_PARAMETER,
  '/api/v3/payment/byId/{id} | /api/v3/payment/{order}/refund': LITERAL_BEFORE_PARAMETER,
  '/api/v3/payment/{order}/refund | /api/v3/payment/transaction/{venue}': LITERAL_BEFORE_PARAMETER,
  '/api/v3/payment/{order}/refund | /api/v3/payment/invoice/{file}': LITERAL_BEFORE_PARAMETER,
  // spec part 2 §7: `export/sales/{file}` beside `export/{venue}/csv` and `export/{venue}/foodspot` (a venue id is never "sales")
  '/api/v1/export/{venue}/csv | /api/v1/export/sales/{file}': LITERAL_BEFORE_PARAMETER,
  '/api/v1/export/{venue}/foodspot | /api/v1/export/sales/{file}': LITERAL_BEFORE_PARAMETER,
};

describe('API document lint (Redocly recommended rules)', () => {
  it('reports no error and no warning but the listed ambiguous paths of the spec', async () => {
    const file = path.resolve(import.meta.dirname, '../openapi/openapi.json');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: fs.readFileSync(file, 'utf8'), absoluteRef: file, config });
    const pairOf = (message: string) => [...message.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort().join(' | ');
    const listed = new Map(Object.entries(AMBIGUOUS).map(([pair, reason]) => [pair.split(' | ').sort().join(' | '), reason]));
    const unexpected = problems
      .filter((p) => !(p.ruleId === 'no-ambiguous-paths' && listed.has(pairOf(p.message))))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(unexpected).toEqual([]);
    // every listed pair is still found (a fixed or renamed path leaves the list)
    const found = new Set(problems.filter((p) => p.ruleId === 'no-ambiguous-paths').map((p) => pairOf(p.message)));
    expect([...listed.keys()].filter((pair) => !found.has(pair))).toEqual([]);
  });
});
