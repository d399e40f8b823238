import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { useVenueForStep } from '../venue/useVenueForStep';
import { JobWatch } from './JobWatch';
import { useEnvironments } from './useEnvironments';
import { useStartJob } from './useStartJob';

function Copy() {
  const translate = useTranslate();
  const grant = useGrant();
  const { id, data: venue } = useVenueForStep();
  const { data: environments } = useEnvironments();
  const full = checkAccess(grant, 'sync.venue.copy.full');
  const [mode, setMode] = useState<'full' | 'venueOnly'>(full ? 'full' : 'venueOnly');
  const [name, setName] = useState('');
  const [readableId, setReadableId] = useState('');
  const [target, setTarget] = useState('');
  const { busy, jobId, start } = useStartJob();
  const label = venue?.name ?? '';
  // the directions this user holds (sync.<here>.to.<there>): only those are offered
  const allowed = environments ? environments.available.filter((env) => checkAccess(grant, `sync.${environments.current}.to.${env}`)) : [];
  const chosen = target || (environments && allowed.includes(environments.current) ? environments.current : allowed[0] ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void start(mode === 'full' ? 'copyVenue' : 'copyVenueOnly', {
      venue: id, ...(name.trim() ? { name: name.trim() } : {}), ...(readableId.trim() ? { readableId: readableId.trim() } : {}), ...(chosen ? { targetEnvironment: chosen } : {}),
    });
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('syncUi.copy.title', { name: label })} />
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('syncUi.copy.title', { name: label })}</Typography>
        <Typography color="text.secondary">{translate('syncUi.copy.explain')}</Typography>
        <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'full' | 'venueOnly')} aria-label={translate('syncUi.copy.mode')}>
          <FormControlLabel value="full" control={<Radio />} label={translate('syncUi.copy.full')} disabled={!full} />
          <FormControlLabel value="venueOnly" control={<Radio />} label={translate('syncUi.copy.venueOnly')} />
        </RadioGroup>
        <TextField label={translate('syncUi.copy.name')} value={name} onChange={(e) => setName(e.target.value)} placeholder={label} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField label={translate('syncUi.copy.readableId')} value={readableId} onChange={(e) => setReadableId(e.target.value)} slotProps={{ htmlInput: { maxLength: 20 } }} />
        {environments && !allowed.length && <Alert severity="warning">{translate('syncUi.copy.noDirection', { current: translate(`syncUi.environment.${environments.current}`) })}</Alert>}
        {environments && allowed.length > 0 && (environments.available.length > 1 || chosen !== environments.current) && (
          <TextField select label={translate('syncUi.copy.environment')} value={chosen} onChange={(e) => setTarget(e.target.value)} sx={{ maxWidth: 320 }}>
            {allowed.map((env) => <MenuItem key={env} value={env}>{translate(`syncUi.environment.${env}`)}</MenuItem>)}
          </TextField>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !venue || !!jobId || !chosen}>{translate('syncUi.copy.submit')}</Button>
        </Box>
        {jobId && <JobWatch id={jobId} started="syncUi.copy.started" environments={environments} />}
      </CardContent>
    </Card>
  );
}

/** /venue/{id}/copy (admin, sync.venue.copy.full or sync.venue.copy.only): copy the venue, with or without its foodcard, here or to the other environment. */
export function VenueCopyPage() {
  return (
    <RequireAccess rule={['sync.venue.copy.full', 'sync.venue.copy.only']}>
      <Copy />
    </RequireAccess>
  );
}
