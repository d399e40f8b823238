import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/** /404 and every unknown path (spec part 1 §2); `inLayout` when shown inside the shell. */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  const translate = useTranslate();
  return (
    <StatusPage
      inLayout={inLayout}
      code="404"
      icon={<SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={translate('app.notFound.title', { _: translate('ra.page.not_found') })}
      text={translate('app.notFound.message', { _: translate('ra.message.not_found') })}
      back={translate('app.notFound.back', { _: 'Back to the start page' })}
    />
  );
}
