import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Confirm, Title, useTranslate } from 'react-admin';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useVenueForStep } from '../venue/useVenueForStep';
import { JobWatch } from './JobWatch';
import { useEnvironments } from './useEnvironments';
import { useStartJob } from './useStartJob';

function Migrate() {
  const translate = useTranslate();
  const { id, data: venue } = useVenueForStep();
  const { data: environments } = useEnvironments();
  const [target, setTarget] = useState('');
  const [open, setOpen] = useState(false);
  const { busy, jobId, start } = useStartJob();
  const label = venue?.name ?? '';
  const chosen = target || environments?.available.find((e) => e !== environments.current) || environments?.current || '';
  const envLabel = chosen ? translate(`syncUi.environment.${chosen}`) : '';

  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('syncUi.migrate.title', { name: label })} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('syncUi.migrate.title', { name: label })}</Typography>
        <Typography color="text.secondary">{translate('syncUi.migrate.explain')}</Typography>
        {environments && (
          <TextField select label={translate('syncUi.copy.environment')} value={chosen} onChange={(e) => setTarget(e.target.value)} sx={{ maxWidth: 320 }}>
            {environments.available.map((env) => <MenuItem key={env} value={env}>{translate(`syncUi.environment.${env}`)}</MenuItem>)}
          </TextField>
        )}
        <Box>
          <Button variant="contained" color="warning" onClick={() => setOpen(true)} disabled={busy || !venue || !chosen || !!jobId || !!venue?.archived}>
            {translate('syncUi.migrate.submit')}
          </Button>
        </Box>
        <Confirm
          isOpen={open}
          loading={busy}
          title="syncUi.migrate.title"
          titleTranslateOptions={{ name: label }}
          content="syncUi.migrate.confirm"
          contentTranslateOptions={{ name: label, environment: envLabel }}
          onConfirm={() => { setOpen(false); void start('migrateVenue', { venue: id, targetEnvironment: chosen }); }}
          onClose={() => setOpen(false)}
        />
        {jobId && <JobWatch id={jobId} started="syncUi.migrate.started" environments={environments} />}
      </CardContent>
    </Card>
  );
}

/** /venue/{id}/migrate (any of venue.migrate.devToDev, devToProd, prodToProd; the server checks the chosen direction). */
export function VenueMigratePage() {
  return (
    <RequireAccess rule={['venue.migrate.devToDev', 'venue.migrate.devToProd', 'venue.migrate.prodToProd']}>
      <Migrate />
    </RequireAccess>
  );
}
