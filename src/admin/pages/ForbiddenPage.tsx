import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/** /401: where a user lacking a permission is sent (spec part 1 §2, §6). */
export function ForbiddenPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      code="401"
      icon={<LockIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={translate('app.forbidden.title', { _: 'Missing rights' })}
      text={translate('app.forbidden.message', { _: 'You are not allowed to view this page.' })}
      back={translate('app.forbidden.back', { _: 'Back to the start page' })}
    />
  );
}
