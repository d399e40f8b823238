import { RecordImportPage } from '../../src/admin/io/RecordImportPage';

/** The customer file's columns (as src/server/entities/customer/customerFile.ts reads and writes them). */
const COLUMNS = ['name', 'email', 'gender', 'userUid', 'street', 'number', 'postalCode', 'city'];

/** /customer/import: a CSV of customers into the selected venue (spec part 2 §2 "plus import"). */
export function CustomerImportPage() {
  return <RecordImportPage kind="customer" call="v1/customer/venue/{venue}/import" access={['customer.create']} columns={COLUMNS} back="/customer" />;
}
