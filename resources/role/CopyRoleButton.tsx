import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { copyRole } from './copyRole';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';

/**
 * Spec part 1 §4 "Role copy": opens /role/create prefilled with the copy (react-admin's
 * create-with-record: location state `{ record }`). Shown only to users who may create roles.
 */
export function CopyRoleButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const grant = useGrant();
  if (!record || !checkAccess(grant, 'role.create')) return null;
  return (
    <Button
      label={translate('app.roles.copy')}
      onClick={(e) => {
        // In list rows the row click would open the edit screen.
        e.stopPropagation();
        navigate('/role/create', { state: { record: copyRole({ name: record.name, slug: record.slug, permissions: record.permissions }) } });
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
}
