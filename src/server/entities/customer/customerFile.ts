import type { Doc } from '../../crud/rowToRecord';
import type { RecordFile } from '../../io/importRecords';
import type { Services } from '../../services';

/**
 * The columns of the customer CSV, import and export alike (README "Spec decisions"): named as
 * the fields, `name` and `email` required. The e-mail identifies a customer within its venue.
 */
export const CUSTOMER_COLUMNS = ['name', 'email', 'gender', 'userUid', 'street', 'number', 'postalCode', 'city'] as const;

/** E-mails are stored lower-case, so one address is one customer however it is typed. */
export function normalizeCustomer(doc: Doc): void {
  if (typeof doc.email === 'string') doc.email = doc.email.trim().toLowerCase();
}

export const customerFile = (services: Services): RecordFile => ({
  entity: services.registry.get('customer')!,
  columns: CUSTOMER_COLUMNS,
  required: ['name', 'email'],
  key: 'email',
  normalize: normalizeCustomer,
});
