import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { ReorderButton } from './ReorderButton';

/** The generated category list (by sortOrder) with "Change order" for users who may update categories. */
export function CategoryList() {
  const grant = useGrant();
  return <SchemaList actions={checkAccess(grant, 'category.update') ? <ReorderButton /> : undefined} />;
}
