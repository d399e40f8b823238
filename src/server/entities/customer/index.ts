import { defineHooks } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { recordImportRoute } from '../../io/recordImportRoute';
import { customerFile, normalizeCustomer } from './customerFile';
import { customerExportRoute } from './customerExportRoute';

/**
 * Customers (spec part 2 §7): e-mails kept lower-case; `GET customer/ids/` answers the records
 * among `ids` the caller may see (others are left out, as if they did not exist); the CSV
 * import and the filtered CSV export are routes of their own.
 */
const hooks = defineHooks('customer', {
  beforeCreate(_ctx, data) {
    normalizeCustomer(data);
  },
  beforeUpdate(_ctx, patch) {
    normalizeCustomer(patch);
  },
  actions: {
    async byIds({ entity, principal, query, services }) {
      const ids = (query.ids ?? query['ids[]']) as string[] | undefined;
      if (!ids) throw new AppError('INVALID_QUERY', { detail: 'ids is required' });
      return services.items.all(entity, principal, { filters: { _id: ids }, ranges: {}, sort: 'name', direction: 'asc' });
    },
  },
  routes(app, services) {
    recordImportRoute(app, services, {
      url: 'v1/customer/venue/:venue/import',
      operationId: 'customer_import',
      summary: 'Customer: import a CSV of customers into the venue (matched by e-mail); all rows or none',
      access: 'customer.create',
      alsoNeeds: 'customer.update',
      file: customerFile,
    });
    customerExportRoute(app, services);
  },
});

export default hooks;
