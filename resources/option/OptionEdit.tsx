import { TopToolbar } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { CopyRecordButton } from '../../src/admin/foodcard/CopyRecordButton';
import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { useGrant } from '../../src/admin/session/useGrant';
import { OptionArticlesPanel } from './OptionArticlesPanel';

function OptionEditActions() {
  const grant = useGrant();
  return <TopToolbar>{checkAccess(grant, 'option.create') && <CopyRecordButton resource="option" editPath={(copy) => `/option/${copy.id}/edit`} />}</TopToolbar>;
}

/**
 * The generated option group form (its 422 "This option group is required…" lands on
 * requiredAmount) with "Copy", and the group's option articles below it.
 */
export function OptionEdit() {
  return (
    <>
      <SchemaEdit actions={<OptionEditActions />} />
      <OptionArticlesPanel />
    </>
  );
}
