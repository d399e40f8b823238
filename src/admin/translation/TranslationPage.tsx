import { useMemo, useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { Alert, Box, Card, Checkbox, FormControlLabel, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Button, Title, useDataProvider, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { contentLanguages } from '../../../schemas/_fragments/translatable';
import { checkAccess } from '../../core/permissions';
import { registry } from '../registry';
import { apiCall } from '../providers/apiCall';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { translationPatches, translationRows, TRANSLATED_FIELDS } from './translationRows';
import { useVenueRecords } from '../foodcard/useVenueRecords';
import { useNotifyError } from '../providers/useNotifyError';

const RESOURCES = ['category', 'article', 'option', 'optionArticle'] as const;
const TARGETS = contentLanguages.filter((l) => l !== 'de');
type Target = (typeof contentLanguages)[number];
/** what one machine translation call takes (the server's limit) */
const CHUNK = 500;

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /translation (foodcard.import, venue): the content texts (name, description, short
 * description) of the venue's categories, articles, option groups and option articles in one
 * content language beside the German source. Empty fields can be machine-translated through the
 * server (which may have no provider configured); nothing is stored until "Save".
 */
export function TranslationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const dataProvider = useDataProvider();
  const { venueId } = useSelectedVenue();
  const [lang, setLang] = useState<Target>(TARGETS.find((l) => l === locale) ?? 'en');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [noProvider, setNoProvider] = useState(false);
  const lists = {
    category: useVenueRecords('category'),
    article: useVenueRecords('article'),
    option: useVenueRecords('option', { enabled: checkAccess(grant, 'option.view') }),
    optionArticle: useVenueRecords('optionArticle', { enabled: checkAccess(grant, 'option.article.view') }),
  };
  const records = useMemo(() => {
    const m = new Map<string, RaRecord>();
    for (const r of RESOURCES) for (const rec of lists[r].data ?? []) m.set(`${r}:${rec.id}`, rec);
    return m;
  }, [lists.category.data, lists.article.data, lists.option.data, lists.optionArticle.data]);
  const sources = RESOURCES.map((resource) => ({
    resource,
    records: lists[resource].data ?? [],
    fields: TRANSLATED_FIELDS.filter((f) => f in registry.get(resource)!.def.properties),
  }));
  const rows = translationRows(sources, lang, locale, { onlyMissing, edited: new Set(edits.keys()) });
  const canUpdate = (resource: string) => checkAccess(grant, registry.get(resource)!.def['x-access'].update as string);
  const valueOf = (key: string, stored: string) => edits.get(key) ?? stored;

  const changeLanguage = (next: Target) => {
    setLang(next);
    setEdits(new Map());
  };

  const machineTranslate = async () => {
    const open = rows.filter((r) => canUpdate(r.resource) && !valueOf(r.key, r.stored).trim());
    if (!open.length) return;
    setBusy(true);
    try {
      const next = new Map(edits);
      for (let i = 0; i < open.length; i += CHUNK) {
        const part = open.slice(i, i + CHUNK);
        const res = await apiCall('v1/foodcard/translation/machine', 'post', { body: { from: 'de', to: lang, texts: part.map((r) => r.german) } });
        part.forEach((r, j) => next.set(r.key, res.data.texts[j] ?? ''));
      }
      setEdits(next);
      notify('foodcardUi.translation.machineDone', { type: 'info', messageArgs: { smart_count: open.length } });
    } catch (error) {
      if ((error as { body?: { code?: string } })?.body?.code === 'MACHINE_TRANSLATION_MISSING') {
        setNoProvider(true);
        notify('foodcardUi.translation.noProvider', { type: 'warning' });
      } else {
        notifyError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const patches = translationPatches(edits, records, lang);
    if (!patches.length) {
      notify('foodcardUi.translation.nothingChanged', { type: 'info' });
      return;
    }
    setBusy(true);
    let saved = 0;
    try {
      for (const p of patches) {
        const previousData = records.get(`${p.resource}:${p.id}`)!;
        await dataProvider.update(p.resource, { id: p.id, data: p.data, previousData, meta: { venue: venueId } });
        saved += 1;
      }
      setEdits(new Map());
      notify('foodcardUi.translation.saved', { type: 'info', messageArgs: { smart_count: saved } });
    } catch (error) {
      notifyError(error);
    } finally {
      await Promise.all(RESOURCES.map((r) => lists[r].refetch()));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('foodcardUi.menu.translation')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label={translate('foodcardUi.translation.language')} value={lang} onChange={(e) => changeLanguage(e.target.value as Target)} sx={{ minWidth: 200 }}>
          {TARGETS.map((l) => (
            <MenuItem key={l} value={l}>{languageName(l, locale)}</MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />} label={translate('foodcardUi.translation.onlyMissing')} />
        <Button label={translate('foodcardUi.translation.machine')} onClick={machineTranslate} disabled={busy}>
          <TranslateIcon />
        </Button>
        <Button label={translate('foodcardUi.translation.save')} variant="contained" onClick={save} disabled={busy || edits.size === 0} />
      </Box>
      {noProvider && <Alert severity="info" sx={{ mb: 2 }} onClose={() => setNoProvider(false)}>{translate('foodcardUi.translation.noProvider')}</Alert>}
      <Card>
        {rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">{translate('foodcardUi.translation.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '22%' }} />
                <TableCell sx={{ width: '36%' }}>{translate('foodcardUi.translation.german')}</TableCell>
                <TableCell>{languageName(lang, locale)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key} data-testid="translation-row">
                  <TableCell>
                    <Typography variant="body2" fontWeight={600}>{r.title}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate(`foodcardUi.translation.kinds.${r.resource}`)} · {translate(`foodcardUi.translation.fields.${r.field}`)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }} lang="de">{r.german}</TableCell>
                  <TableCell>
                    <TextField
                      fullWidth
                      size="small"
                      multiline={r.field !== 'name'}
                      value={valueOf(r.key, r.stored)}
                      disabled={!canUpdate(r.resource)}
                      onChange={(e) => setEdits((m) => new Map(m).set(r.key, e.target.value))}
                      slotProps={{ htmlInput: { lang, 'aria-label': `${r.title} (${translate(`foodcardUi.translation.fields.${r.field}`)}, ${languageName(lang, locale)})` } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
