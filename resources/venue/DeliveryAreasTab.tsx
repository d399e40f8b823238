import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { checkAccess } from '../../src/core/permissions';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { AREA_COLOURS } from './areaColours';
import { mapTiles } from './mapTiles';

// Leaflet loads with this tab only, never with the lists.
const DeliveryAreasMap = lazy(() => import('./DeliveryAreasMap'));

export interface DeliveryAreaValue {
  name: string;
  coordinates: number[][][];
}

interface KmlErrorBody {
  code?: string;
  message?: string;
  line?: number;
  column?: number;
  reason?: string;
}

/** The parse's refusal in the user's language (the parser's own reason stays as it is). */
function refusalText(translate: ReturnType<typeof useTranslate>, body: KmlErrorBody | undefined, fallback: string): string {
  if (body?.code === 'KML_NO_POLYGON') return translate('app.deliveryAreas.noPolygon');
  if (body?.code === 'FILE_TOO_LARGE') return translate('app.deliveryAreas.tooLarge', { limit: /\d+ MB/.exec(body.message ?? '')?.[0] ?? '' });
  if (body?.code === 'KML_INVALID') {
    return body.line
      ? translate('app.deliveryAreas.invalid', { line: body.line, column: body.column ?? 1, reason: body.reason ?? '' })
      : translate('app.deliveryAreas.invalidNoLine', { reason: body.reason ?? '' });
  }
  return body?.message ?? fallback;
}

/**
 * The venue edit's delivery tab: the areas on a map, a KML import (parsed by the server, shown at
 * once, kept by saving the venue) and the KML export of the saved areas.
 */
export function DeliveryAreasTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const form = useFormContext();
  const areas = (useWatch({ name: 'areas' }) as DeliveryAreaValue[] | undefined) ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canImport = checkAccess(grant, 'venue.update');
  const id = record?.id ? String(record.id) : null;
  const centre = typeof record?.latitude === 'number' && typeof record?.longitude === 'number' ? ([record.latitude, record.longitude] as [number, number]) : null;

  const setAreas = (next: DeliveryAreaValue[]) => form.setValue('areas', next, { shouldDirty: true });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const res = await apiCall('v1/general/data/kml/parse', 'post', { body });
      setAreas(res.data.areas);
      notify('app.deliveryAreas.imported', { type: 'success', messageArgs: { smart_count: res.data.areas.length } });
    } catch (err) {
      const e2 = err as { body?: KmlErrorBody; message?: string };
      setError(refusalText(translate, e2.body, e2.message ?? String(err)));
    } finally {
      setBusy(false);
    }
  };

  const onExport = async () => {
    if (!id) return;
    try {
      const file = await apiFile('v1/general/data/kml/export/{id}', 'get', { params: { id } });
      saveBlob(file.blob, file.filename ?? 'delivery-areas.kml');
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1200 }}>
      <Typography variant="body2" color="text.secondary">{translate('app.deliveryAreas.explain')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canImport && (
          <>
            <input ref={input} type="file" hidden accept=".kml,application/vnd.google-earth.kml+xml,application/xml,text/xml" onChange={onFile} data-testid="kml-file" />
            <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {translate('app.deliveryAreas.import')}
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!id} onClick={onExport}>
          {translate('app.deliveryAreas.export')}
        </Button>
      </Stack>
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      <Box role="region" aria-label={translate('app.deliveryAreas.map')} sx={{ height: { xs: 320, md: 480 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<CircularProgress sx={{ m: 2 }} />}>
          <DeliveryAreasMap areas={areas} centre={centre} />
        </Suspense>
      </Box>
      {!mapTiles.url && <Typography variant="caption" color="text.secondary">{translate('app.deliveryAreas.noTiles')}</Typography>}
      {areas.length === 0 ? (
        <Typography variant="body2">{translate('app.deliveryAreas.empty')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {areas.map((area, i) => (
            <Chip
              key={`${i}-${area.name}`}
              label={`${area.name} · ${translate('app.deliveryAreas.points', { smart_count: area.coordinates.reduce((n, r) => n + r.length - 1, 0) })}`}
              sx={{ borderLeft: 6, borderColor: AREA_COLOURS[i % AREA_COLOURS.length] }}
              variant="outlined"
              onDelete={canImport ? () => setAreas(areas.filter((_, j) => j !== i)) : undefined}
              title={canImport ? translate('app.deliveryAreas.remove', { name: area.name }) : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
