import { useState } from 'react';
import { Box, Card, CardContent, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch } from '@mui/material';
import { Button, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { apiFile } from '../../src/admin/providers/apiCall';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useGrant } from '../../src/admin/session/useGrant';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { PROMO_RULES } from './promoRules';

type Kind = 'codes' | 'count' | 'summary';
type Lang = 'de' | 'en' | 'fr';
const KIND_RULES: Record<Kind, string[]> = {
  codes: ['promoCode.export', 'promoCode.export.overview'],
  count: ['promoCode.export.count', 'promoCode.export.overview'],
  summary: ['promoCode.export.summary', 'promoCode.export.overview'],
};

function exportCall(kind: Kind, lang: Lang, filters: Record<string, string[]>) {
  const init = { query: { lang }, filters };
  if (kind === 'count') return apiFile('v1/general/data/promo/count/csv', 'get', init);
  if (kind === 'summary') return apiFile('v1/export/promoCode/summary/csv', 'get', init);
  return apiFile('v1/general/data/promo/csv', 'get', init);
}

/**
 * /promo/export: the promo code exports (codes, count per venue, summary per promotion) in a
 * chosen header language, of the selected venue or of everything the user sees; downloaded at
 * once (the server streams it) or prepared as a download job in the tray.
 */
export function PromoExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const [locale] = useLocaleState();
  const { venueId } = useSelectedVenue();
  const startDownload = useStartDownload();
  const kinds = (Object.keys(KIND_RULES) as Kind[]).filter((k) => checkAccess(grant, KIND_RULES[k]));
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'codes');
  const [lang, setLang] = useState<Lang>((['de', 'en', 'fr'].includes(locale) ? locale : 'de') as Lang);
  const [onlyVenue, setOnlyVenue] = useState(true);
  const [busy, setBusy] = useState(false);
  const filters: Record<string, string[]> = onlyVenue && venueId ? { venue: [venueId] } : {};

  const download = async () => {
    setBusy(true);
    try {
      const file = await exportCall(kind, lang, filters);
      saveBlob(file.blob, file.filename ?? `promo-codes-${kind}.csv`);
    } catch (error) {
      notify((error as Error)?.message || 'promo.failed', { type: 'error', messageArgs: { _: translate('promo.failed') } });
    } finally {
      setBusy(false);
    }
  };
  const job = async () => {
    const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [`${k}[]`, v]));
    await startDownload('promoExport', { kind, lang, filters: query });
  };

  return (
    <RequireAccess rule={PROMO_RULES.export}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate('promo.export')} />
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
              <FormControl>
                <InputLabel id="promo-export-kind">{translate('promo.exportKind')}</InputLabel>
                <Select labelId="promo-export-kind" label={translate('promo.exportKind')} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                  {kinds.map((k) => <MenuItem key={k} value={k}>{translate(`promo.kinds.${k}`)}</MenuItem>)}
                </Select>
              </FormControl>
              <FormControl>
                <InputLabel id="promo-export-lang">{translate('promo.language')}</InputLabel>
                <Select labelId="promo-export-lang" label={translate('promo.language')} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
                  {(['de', 'en', 'fr'] as const).map((l) => <MenuItem key={l} value={l}>{translate(`promo.languages.${l}`)}</MenuItem>)}
                </Select>
              </FormControl>
              {venueId && (
                <FormControlLabel control={<Switch checked={onlyVenue} onChange={(e) => setOnlyVenue(e.target.checked)} />} label={translate('promo.onlyVenue')} />
              )}
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={busy || !kinds.length} label={translate('promo.download')} onClick={() => void download()} />
                <Button variant="outlined" disabled={!kinds.length} label={translate('promo.downloadJob')} onClick={() => void job()} />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </RequireAccess>
  );
}
