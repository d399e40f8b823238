import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { listExportJob } from './listExportJob';

const article = registry.get('article')!;
const company = registry.get('company')!;
const list = { filter: { category: ['c1', 'c2'], price_gte: 2, q: ' fries ', visible: '' }, sort: { field: 'id', order: 'ASC' } };

describe('listExportJob', () => {
  it('sends the list call\'s filters, sort, language and venue to the generic export', () => {
    expect(listExportJob(company, { role: 'x', permissions: ['dnd.company.view'] }, list, 'de', 'v1')).toEqual({
      handler: 'listExport',
      params: { resource: 'company', filter: { 'category[]': ['c1', 'c2'], 'price[gte]': '2', q: ' fries ' }, sort: '_id', direction: 'asc', lang: 'de', venue: 'v1' },
    });
  });

  it('exports what the article and category lists show, never the whole foodcard in their place', () => {
    for (const id of ['article', 'category']) {
      const job = listExportJob(registry.get(id)!, { role: 'admin', permissions: [] }, { filter: { q: 'fries' }, sort: { field: 'id', order: 'ASC' } }, 'en', 'v1');
      expect(job).toEqual({ handler: 'listExport', params: { resource: id, filter: { q: 'fries' }, sort: '_id', direction: 'asc', lang: 'en', venue: 'v1' } });
    }
    expect(listExportJob(article, { role: 'manager', permissions: ['article.view', 'foodcard.export'] }, list, 'en', 'v1').handler).toBe('listExport');
  });

  it('uses the entity\'s own export for users allowed to run it, the generic one for others', () => {
    const customer = registry.get('customer')!;
    expect(listExportJob(customer, { role: 'manager', permissions: ['customer.view'] }, list, 'en', 'v1').handler).toBe('customerExport');
    expect(listExportJob(customer, { role: 'admin', permissions: [] }, list, 'en', 'v1').handler).toBe('customerExport');
    expect(listExportJob(registry.get('cupCode')!, { role: 'admin', permissions: [] }, list, 'en').handler).toBe('cupCodeExport');
    // promo codes and coupons: their codes export, for those who may run it (decision 128)
    const promoCode = registry.get('promoCode')!;
    expect(listExportJob(promoCode, { role: 'operator', permissions: ['promoCode.view', 'promoCode.export'] }, list, 'en').handler).toBe('promoExport');
    expect(listExportJob(promoCode, { role: 'manager', permissions: ['promoCode.view', 'promoCode.export.overview'] }, list, 'en').handler).toBe('promoExport');
    expect(listExportJob(promoCode, { role: 'operator', permissions: ['promoCode.view', 'promoCode.export.count'] }, list, 'en').handler).toBe('listExport');
    expect(listExportJob(registry.get('coupon')!, { role: 'manager', permissions: ['coupon.export'] }, list, 'en').handler).toBe('couponExport');
  });
});
