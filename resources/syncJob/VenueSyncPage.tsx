import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useVenueForStep } from '../venue/useVenueForStep';
import { DeleteModeField } from './DeleteModeField';
import { JobWatch } from './JobWatch';
import { useEnvironments } from './useEnvironments';
import { useStartJob } from './useStartJob';

function VenueSync() {
  const translate = useTranslate();
  const { id, data: venue } = useVenueForStep();
  const { data: master } = useGetOne('venue', { id: venue?.masterId }, { enabled: !!venue?.masterId });
  const { data: environments } = useEnvironments();
  const [deleteMode, setDeleteMode] = useState('ignore');
  const { busy, jobId, start } = useStartJob();
  const name = venue?.name ?? '';
  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('syncUi.sync.venue.title', { name })} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('syncUi.sync.venue.title', { name })}</Typography>
        {venue && !venue.masterId && <Alert severity="info">{translate('syncUi.sync.venue.noMaster')}</Alert>}
        {master && <Typography>{translate('syncUi.sync.venue.explain', { master: master.name })}</Typography>}
        {venue?.syncInProgress && !jobId && <Alert severity="warning">{translate('syncUi.sync.inProgress')}</Alert>}
        <DeleteModeField value={deleteMode} onChange={setDeleteMode} />
        <Box>
          <Button variant="contained" onClick={() => void start('startVenueSync', { deleteMode }, { venue: id })} disabled={busy || !venue?.masterId || !!jobId}>
            {translate('syncUi.sync.submit')}
          </Button>
        </Box>
        {jobId && <JobWatch id={jobId} started="syncUi.sync.started" environments={environments} />}
      </CardContent>
    </Card>
  );
}

/** /venue/{id}/sync (venue.sync.start): the venue, a slave, synced from its master. */
export function VenueSyncPage() {
  return (
    <RequireAccess rule="venue.sync.start">
      <VenueSync />
    </RequireAccess>
  );
}
