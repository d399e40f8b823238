import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isMistakableZone } from '../../src/admin/format/isMistakableZone';
import { parseDateTime } from '../../src/admin/format/parseDateTime';
import { useVenueClock } from '../../src/admin/format/useVenueClock';
import { zoneName } from '../../src/admin/format/zoneName';
import { useNow } from '../../src/admin/format/useNow';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { LIFECYCLE, panicEndError } from './lifecycle';
import { useVenueForStep } from './useVenueForStep';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

function Panic() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const now = useNow(15_000);
  const { resource, id, data: venue, isPending, error } = useVenueForStep();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = venue?.name ?? '';
  const currentEnd = typeof venue?.panicEndAt === 'string' ? venue.panicEndAt : null;
  const active = !!currentEnd && Date.parse(currentEnd) > now;
  // typed and shown on the venue's clock in the language's format, as the banner shows the end
  const clock = useVenueClock(venue?.id);
  const parsed = parseDateTime(value, clock.zone);
  const problem = value && !parsed ? 'invalid' : panicEndError(parsed ?? '', now);

  // Start from the running panic's end, or from an hour from now.
  useEffect(() => {
    if (!venue) return;
    setValue(clock.dateTime(active && currentEnd ? currentEnd : Date.now() + 3600_000, { named: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the venue (re)loads
  }, [venue?.id, currentEnd, clock.zone, clock.locale]);

  const send = async (panicEndAt: string | null) => {
    setBusy(true);
    try {
      await dataProvider.callAction(resource, 'panic', { params: { id }, body: { panicEndAt } });
      // The venue's cached record feeds the panic banner: refetch it.
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify(panicEndAt ? 'app.venueLifecycle.panic.saved' : 'app.venueLifecycle.panic.ended', {
        type: 'success',
        messageArgs: { name, end: panicEndAt ? clock.dateTime(panicEndAt) : '' },
      });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    if (parsed) void send(parsed);
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 640 }}>
      <Title title={translate('resources.venue.actions.panic')} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('app.venueLifecycle.panic.title', { name })}</Typography>
        <Typography color="text.secondary">{translate('app.venueLifecycle.panic.explain')}</Typography>
        {isPending ? (
          <CircularProgress size={24} />
        ) : error || !venue ? (
          <Alert severity="error">{translate((error as Error)?.message || 'errors.notFound', { _: (error as Error)?.message })}</Alert>
        ) : (
          <Alert severity={active ? 'error' : 'success'} data-testid="panic-state">
            {active
              ? translate('app.venueLifecycle.panic.activeUntil', { name, end: clock.dateTime(currentEnd!) })
              : translate('app.venueLifecycle.panic.inactive', { name })}
          </Alert>
        )}
        <TextField
          name="panicEndAt"
          label={translate('app.venueLifecycle.panic.end')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!problem}
          helperText={touched && problem ? translate(`app.venueLifecycle.panic.errors.${problem}`) : ' '}
          placeholder={clock.dateTime(now + 3600_000, { named: false })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { autoComplete: 'off' },
            input: isMistakableZone(clock.zone, new Date(now)) ? { endAdornment: <InputAdornment position="end">{zoneName(clock.zone, clock.locale, new Date(now))}</InputAdornment> } : undefined,
          }}
          sx={{ maxWidth: 320 }}
          disabled={!venue}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" color="error" disabled={busy || !venue || !!problem}>
            {translate('ra.action.save')}
          </Button>
          {active && (
            <Button variant="outlined" onClick={() => void send(null)} disabled={busy}>
              {translate('app.venueLifecycle.panic.endNow')}
            </Button>
          )}
          <Button onClick={() => navigate(`/${resource}`)} disabled={busy}>
            {translate('app.venueLifecycle.backToList')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /venue/{id}/panic (venue.panic): set the end of the panic (in the future), or end it now. */
export function VenuePanicPage() {
  return (
    <RequireAccess rule={LIFECYCLE.panic.access}>
      <Panic />
    </RequireAccess>
  );
}
