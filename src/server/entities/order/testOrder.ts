import { parseMinor } from '../../../core/money';
import type { ActionContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';

/**
 * POST v2/order/test/{venue} (order.test): places a test order in the venue, as the ordering app
 * would, to check the venue's order flow (printers, POS) end to end: one of the venue's active
 * articles at its price, status `created`, marked `isTest` and logged. A venue outside the
 * caller's scope is a 404; a venue without an active article cannot take an order (422 on
 * `venue`), which the admin shows as the spec's "test order" failure notice. Audited as create.
 */
export async function testOrder({ entity, principal, params, services }: ActionContext) {
  const { registry, items } = services;
  const venue = await items.show(registry.get('venue')!, principal, params.venue);
  const articles = await items.all(registry.get('article')!, principal, { filters: { venue: [params.venue] }, ranges: {}, sort: 'createdAt', direction: 'asc' });
  const article = articles.find((a) => a.isActive !== false && parseMinor(a.price) !== null);
  if (!article) throw invalid([ruleError('venue', 'testOrderNoArticle')]);
  const unitPrice = parseMinor(article.price)!;
  const name = typeof article.name === 'object' && article.name ? String((article.name as Record<string, string>).de ?? Object.values(article.name)[0] ?? '') : String(article.name ?? '');
  const at = new Date();
  const by = principal.name || principal.email;
  return items.create(entity, principal, {
    venue: params.venue,
    code: `TEST-${at.toISOString().replace(/\D/g, '').slice(2, 14)}`,
    status: 'created', type: 'inside', currency: venue.currency ?? 'euro',
    total: unitPrice, net: Math.round((unitPrice * 100) / 119), tip: 0,
    items: [{ article: String(article._id ?? article.id), name: name.slice(0, 200), quantity: 1, unitPrice, taxRate: 19 }],
    clientMeta: { platform: 'backoffice' },
    logs: [{ level: 'info', source: 'backoffice', at: at.toISOString(), by, message: `Test order placed by ${by}` }],
    isTest: true,
  });
}
