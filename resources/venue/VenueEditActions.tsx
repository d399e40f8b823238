import CopyIcon from '@mui/icons-material/ContentCopy';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import PublishIcon from '@mui/icons-material/Publish';
import ReportIcon from '@mui/icons-material/Report';
import SyncIcon from '@mui/icons-material/Sync';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';
import { Button, ShowButton, TopToolbar, useRecordContext, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { LIFECYCLE } from './lifecycle';
import { CopyCheckoutIntegrationButton } from './CopyCheckoutIntegrationButton';
import { EmptyFoodcardButton } from './EmptyFoodcardButton';
import { VenueFlagControls } from './VenueFlagControls';

const ICONS = { verify: <VerifiedIcon />, publish: <PublishIcon />, panic: <ReportIcon /> };
/** copy and migrate run as sync jobs (resources/syncJob), each screen behind the spec's rule */
const JOBS = [
  { path: 'copy', label: 'syncUi.copy.submit', access: ['sync.venue.copy.full', 'sync.venue.copy.only'], icon: <CopyIcon /> },
  { path: 'migrate', label: 'syncUi.migrate.submit', access: ['venue.migrate.devToDev', 'venue.migrate.devToProd', 'venue.migrate.prodToProd'], icon: <MoveIcon /> },
  { path: 'sync', label: 'syncUi.sync.venue.button', access: ['venue.sync.start'], icon: <SyncIcon /> },
] as const;

/**
 * Top toolbar of the venue edit screen: links to verify, publish, panic, copy and migrate, the state
 * controls (service, un-publish, un-verify), the checkout integration copy and emptying the foodcard,
 * each only with its permission.
 */
export function VenueEditActions() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { hasShow } = useResourceDefinition();
  const translate = useTranslate();
  const grant = useGrant();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(LIFECYCLE) as (keyof typeof LIFECYCLE)[])
        .filter((step) => checkAccess(grant, LIFECYCLE[step].access))
        .map((step) => (
          <Button key={step} component={Link} to={`/${resource}/${record.id}/${LIFECYCLE[step].path}`} label={translate(`resources.venue.actions.${step}`)}>
            {ICONS[step]}
          </Button>
        ))}
      {record.syncInProgress && <Chip icon={<SyncIcon />} color="warning" label={translate('syncUi.sync.inProgress')} data-testid="venue-sync-in-progress" />}
      {JOBS.filter((job) => checkAccess(grant, job.access) && (job.path !== 'sync' || record.masterId)).map((job) => (
        <Button key={job.path} component={Link} to={`/${resource}/${record.id}/${job.path}`} label={translate(job.label)}>
          {job.icon}
        </Button>
      ))}
      <VenueFlagControls />
      <CopyCheckoutIntegrationButton />
      <EmptyFoodcardButton />
      {hasShow && <ShowButton />}
    </TopToolbar>
  );
}
