import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import type { ServerFieldError } from '../../src/admin/providers/fieldErrorMessage';
import { useFieldErrorText } from '../../src/admin/providers/useFieldErrorText';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { LIFECYCLE, missingHours } from './lifecycle';
import { useVenueForStep } from './useVenueForStep';

type Step = 'verify' | 'publish';
const FLAG: Record<Step, 'verified' | 'isPublished'> = { verify: 'verified', publish: 'isPublished' };

function ConfirmStep({ step }: { step: Step }) {
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource, id, data: venue, isPending, error } = useVenueForStep();
  const [busy, setBusy] = useState(false);
  // hours the step still needs ("Please set opening hours first!"), each linking to its tab
  const [missing, setMissing] = useState<ReturnType<typeof missingHours>>([]);
  const toList = () => navigate(`/${resource}`);
  const name = venue?.name ?? '';
  const done = venue?.[FLAG[step]] === true;

  const yes = async () => {
    setBusy(true);
    try {
      await dataProvider.callAction(resource, step, { params: { id }, body: { [FLAG[step]]: true } });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify(`app.venueLifecycle.${step}.done`, { type: 'success', messageArgs: { name } });
      toList();
    } catch (e) {
      // A 422 says what is missing ("Please set opening hours first!"): show that, not the generic notice.
      const fields = (e as { body?: { fieldErrors?: ServerFieldError[] } })?.body?.fieldErrors;
      const hours = missingHours(fields);
      setMissing(hours);
      const message = fields?.length ? fields.map(fieldErrorText).join(' ') : (e as Error)?.message || 'errors.unknown';
      if (!hours.length) notify(message, { type: 'error', messageArgs: { _: message } });
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 640 }}>
      <Title title={translate(`resources.venue.actions.${step}`)} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate(`app.venueLifecycle.${step}.title`)}</Typography>
        {isPending ? (
          <CircularProgress size={24} />
        ) : error || !venue ? (
          <Alert severity="error">{translate((error as Error)?.message || 'errors.notFound', { _: (error as Error)?.message })}</Alert>
        ) : (
          <>
            <Typography data-testid="venue-step-question">{translate(`app.venueLifecycle.${step}.question`, { name })}</Typography>
            {done && <Alert severity="info">{translate(`app.venueLifecycle.${step}.already`, { name })}</Alert>}
            {missing.map((m) => (
              <Alert
                key={m.path}
                severity="error"
                data-testid="venue-step-missing"
                action={<Button component={Link} to={`/${resource}/${id}/edit/${m.path}`} color="inherit" size="small">{translate('screens.hours.openTab')}</Button>}
              >
                <Link to={`/${resource}/${id}/edit/${m.path}`} style={{ color: 'inherit' }}>{translate(m.text.message, m.text.args)}</Link>
              </Alert>
            ))}
          </>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={yes} disabled={busy || isPending || !venue} startIcon={busy ? <CircularProgress size={16} /> : null}>
            {translate('ra.boolean.true')}
          </Button>
          <Button variant="outlined" onClick={toList} disabled={busy}>
            {translate('ra.boolean.false')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /venue/{id}/verify (venue.verify): confirm with the venue's name; yes verifies, no returns to the list. */
export function VenueVerifyPage() {
  return (
    <RequireAccess rule={LIFECYCLE.verify.access}>
      <ConfirmStep step="verify" />
    </RequireAccess>
  );
}

/** /venue/{id}/publish (venue.publish): confirm with the venue's name; yes publishes, no returns to the list. */
export function VenuePublishPage() {
  return (
    <RequireAccess rule={LIFECYCLE.publish.access}>
      <ConfirmStep step="publish" />
    </RequireAccess>
  );
}
