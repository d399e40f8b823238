import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/**
 * The forbidden message (spec part 1 §2, §6: "missing rights"). A signed-in user sees it inside the
 * shell (`inLayout`), with the menu still there: in place on a screen it lacks the right for, and
 * on /401 after a refused call; without a session /401 shows it on its own.
 */
export function ForbiddenPage({ inLayout = false }: { inLayout?: boolean }) {
  const translate = useTranslate();
  return (
    <StatusPage
      inLayout={inLayout}
      code="401"
      icon={<LockIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={translate('app.forbidden.title', { _: 'Missing rights' })}
      text={translate('app.forbidden.message', { _: 'You are not allowed to view this page.' })}
      back={translate('app.forbidden.back', { _: 'Back to the start page' })}
    />
  );
}
