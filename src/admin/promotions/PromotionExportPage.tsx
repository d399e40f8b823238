import { useState } from 'react';
import { Box, Card, CardContent, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch } from '@mui/material';
import { Button, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { saveBlob } from '../downloads/saveBlob';
import { useStartDownload } from '../downloads/useStartDownload';
import { RequireAccess } from '../pages/RequireAccess';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import type { ExportKind as Kind, ExportLang as Lang, PromotionConfig } from './PromotionConfig';

const KINDS: Kind[] = ['codes', 'count', 'summary'];
/** The permissions (after the prefix) that allow each export kind. */
const KIND_RULES: Record<Kind, string[]> = {
  codes: ['export', 'export.overview'],
  count: ['export.count', 'export.overview'],
  summary: ['export.summary', 'export.overview'],
};

/**
 * <base>/export: the exports (codes, count per venue, summary per promotion) in a chosen header
 * language, of the selected venue or of everything the user sees; downloaded at once (the server
 * streams it) or prepared as a download job in the tray.
 */
export function PromotionExportPage({ config }: { config: PromotionConfig }) {
  const { perm, i18n, exportIdPrefix: id } = config;
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const [locale] = useLocaleState();
  const { venueId } = useSelectedVenue();
  const startDownload = useStartDownload();
  const kinds = KINDS.filter((k) => checkAccess(grant, KIND_RULES[k].map((r) => `${perm}.${r}`)));
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'codes');
  const [lang, setLang] = useState<Lang>((['de', 'en', 'fr'].includes(locale) ? locale : 'de') as Lang);
  const [onlyVenue, setOnlyVenue] = useState(true);
  const [busy, setBusy] = useState(false);
  const filters: Record<string, string[]> = onlyVenue && venueId ? { venue: [venueId] } : {};

  const download = async () => {
    setBusy(true);
    try {
      const file = await config.exportFile(kind, lang, filters);
      saveBlob(file.blob, file.filename ?? `${config.exportFilePrefix}-${kind}.csv`);
    } catch (error) {
      notify((error as Error)?.message || `${i18n}.failed`, { type: 'error', messageArgs: { _: translate(`${i18n}.failed`) } });
    } finally {
      setBusy(false);
    }
  };
  const job = async () => {
    const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [`${k}[]`, v]));
    await startDownload(config.exportJob, { kind, lang, filter: query });
  };

  return (
    <RequireAccess rule={config.rules.export}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate(`${i18n}.export`)} />
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
              <FormControl>
                <InputLabel id={`${id}-kind`}>{translate(`${i18n}.exportKind`)}</InputLabel>
                <Select labelId={`${id}-kind`} label={translate(`${i18n}.exportKind`)} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                  {kinds.map((k) => <MenuItem key={k} value={k}>{translate(`${i18n}.kinds.${k}`)}</MenuItem>)}
                </Select>
              </FormControl>
              <FormControl>
                <InputLabel id={`${id}-lang`}>{translate(`${i18n}.language`)}</InputLabel>
                <Select labelId={`${id}-lang`} label={translate(`${i18n}.language`)} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
                  {(['de', 'en', 'fr'] as const).map((l) => <MenuItem key={l} value={l}>{translate(`${i18n}.languages.${l}`)}</MenuItem>)}
                </Select>
              </FormControl>
              {venueId && (
                <FormControlLabel control={<Switch checked={onlyVenue} onChange={(e) => setOnlyVenue(e.target.checked)} />} label={translate(`${i18n}.onlyVenue`)} />
              )}
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={busy || !kinds.length} label={translate(`${i18n}.download`)} onClick={() => void download()} />
                <Button variant="outlined" disabled={!kinds.length} label={translate(`${i18n}.downloadJob`)} onClick={() => void job()} />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </RequireAccess>
  );
}
