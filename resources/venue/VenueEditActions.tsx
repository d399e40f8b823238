import PublishIcon from '@mui/icons-material/Publish';
import ReportIcon from '@mui/icons-material/Report';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Button, ShowButton, TopToolbar, useRecordContext, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { LIFECYCLE } from './lifecycle';

const ICONS = { verify: <VerifiedIcon />, publish: <PublishIcon />, panic: <ReportIcon /> };

/** Top toolbar of the venue edit screen: links to verify, publish and panic, each only with its permission. */
export function VenueEditActions() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { hasShow } = useResourceDefinition();
  const translate = useTranslate();
  const grant = useGrant();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {(Object.keys(LIFECYCLE) as (keyof typeof LIFECYCLE)[])
        .filter((step) => checkAccess(grant, LIFECYCLE[step].access))
        .map((step) => (
          <Button key={step} component={Link} to={`/${resource}/${record.id}/${LIFECYCLE[step].path}`} label={translate(`resources.venue.actions.${step}`)}>
            {ICONS[step]}
          </Button>
        ))}
      {hasShow && <ShowButton />}
    </TopToolbar>
  );
}
