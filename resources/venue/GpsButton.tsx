import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { apiCall } from '../../src/admin/providers/apiCall';
import type { ServerFieldError } from '../../src/admin/providers/fieldErrorMessage';
import { useFieldErrorText } from '../../src/admin/providers/useFieldErrorText';

interface Result {
  severity: 'success' | 'error';
  text: string;
}

/**
 * "Find GPS position" (spec part 1 §5): the server looks up the saved address and stores the
 * coordinates; when it finds none (or no geocoder is configured) or the geocoder fails, the
 * message says to enter them by hand, which the latitude and longitude inputs above still allow.
 */
export function GpsButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const form = useFormContext();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  if (!record?.id) return null;
  const find = async () => {
    setBusy(true);
    setResult(null);
    try {
      const res = await apiCall('v1/general/venue/{id}/gps', 'post', { params: { id: String(record.id) } });
      const { latitude, longitude } = res.data;
      form.setValue('latitude', latitude, { shouldDirty: true });
      form.setValue('longitude', longitude, { shouldDirty: true });
      form.clearErrors(['latitude', 'longitude']);
      setResult({ severity: 'success', text: translate('app.venueEdit.gpsFound', { lat: latitude, lng: longitude }) });
    } catch (e) {
      const err = e as { body?: { fieldErrors?: ServerFieldError[] }; message?: string };
      // Not found: the spec message in the user's language; a failed provider: the catalogue key on the error.
      const text = err.body?.fieldErrors?.map(fieldErrorText).join(' ')
        || translate(err.message || 'errors.unknown', { _: err.message });
      setResult({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={find} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <GpsFixedIcon />} data-testid="find-gps">
        {translate('app.venueEdit.findGps')}
      </Button>
      {result && <Alert severity={result.severity} data-testid="gps-result">{result.text}</Alert>}
    </Box>
  );
}
