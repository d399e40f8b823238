import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { CategorySubscriptionsPanel } from './CategorySubscriptionsPanel';

/** The generated category form, and below it the subscriptions the category holds (spec part 2 §4). */
export function SubscriptionCategoryEdit() {
  return (
    <>
      <SchemaEdit />
      <CategorySubscriptionsPanel />
    </>
  );
}
