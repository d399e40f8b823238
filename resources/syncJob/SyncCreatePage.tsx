import { useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, Card, CardContent, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Title, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { localizedText } from '../../src/admin/format/localizedText';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { DeleteModeField } from './DeleteModeField';
import { JobWatch } from './JobWatch';
import { useEnvironments } from './useEnvironments';
import { useEnvironmentVenues } from './useEnvironmentVenues';
import { useStartJob } from './useStartJob';

const label = (v: RaRecord) => `${v.name} (${v.readableId})`;
type Mode = 'masterToSlaves' | 'slaveToSlaves';

/** The sync screen: a source venue, its slaves, the delete mode; then the job's progress and entries. */
function SyncForm({ upsell }: { upsell: boolean }) {
  const translate = useTranslate();
  const grant = useGrant();
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const { data: environments } = useEnvironments();
  const slaveToSlaves = !upsell && checkAccess(grant, 'sync.slave.slaves');
  const [mode, setMode] = useState<Mode>(checkAccess(grant, 'sync.master.slaves') || !slaveToSlaves ? 'masterToSlaves' : 'slaveToSlaves');
  const [source, setSource] = useState<RaRecord | null>(null);
  const [slaves, setSlaves] = useState<RaRecord[]>([]);
  const [deleteMode, setDeleteMode] = useState('ignore');
  const [locale] = useLocaleState();
  // the category filter (not for upsells): only these categories of the source and their articles
  const [categories, setCategories] = useState<RaRecord[]>([]);
  const { data: sourceCategories = [] } = useGetList(
    'category',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: {}, meta: { venue: source?.id } },
    { enabled: !upsell && !!source },
  );
  // master to slaves may write into slaves of the other environment (its direction permission)
  const [targetEnv, setTargetEnv] = useState<'dev' | 'prod' | ''>('');
  const across = !!environments && targetEnv !== '' && targetEnv !== environments.current && mode === 'masterToSlaves';
  const { data: venuesThere = [] } = useEnvironmentVenues(across ? (targetEnv as 'dev' | 'prod') : null);
  const { busy, jobId, start } = useStartJob();
  const prefix = upsell ? 'syncUi.sync.upsell' : 'syncUi.sync.create';
  // slave to slaves: the source's siblings (the same master); master to slaves: venues of no other master
  const candidates = across
    ? venuesThere.filter((v) => source && !v.masterId)
    : venues.filter((v) => source && v.id !== source.id && (mode === 'slaveToSlaves' ? v.masterId && v.masterId === source.masterId : !v.masterId || v.masterId === source.id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!source || !slaves.length) return;
    const filters = categories.length ? { filters: { categories: categories.map((c) => String(c.id)) } } : {};
    const environment = across ? { targetEnvironment: targetEnv } : {};
    void start(upsell ? 'syncUpsell' : 'sync', { ...(upsell ? {} : { mode, ...filters }), ...environment, venue: String(source.id), slaves: slaves.map((s) => String(s.id)), deleteMode });
  };
  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate(`${prefix}.title`)} />
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate(`${prefix}.title`)}</Typography>
        <Typography color="text.secondary">{translate(`${prefix}.explain`)}</Typography>
        {slaveToSlaves && (
          <Box>
            <FormLabel id="sync-mode">{translate('syncUi.sync.mode')}</FormLabel>
            <RadioGroup row aria-labelledby="sync-mode" value={mode} onChange={(e) => { setMode(e.target.value as Mode); setSlaves([]); }}>
              <FormControlLabel value="masterToSlaves" control={<Radio />} label={translate('syncUi.sync.masterToSlaves')} disabled={!checkAccess(grant, 'sync.master.slaves')} />
              <FormControlLabel value="slaveToSlaves" control={<Radio />} label={translate('syncUi.sync.slaveToSlaves')} />
            </RadioGroup>
          </Box>
        )}
        <Autocomplete
          options={mode === 'slaveToSlaves' ? venues.filter((v) => v.masterId) : venues}
          value={source}
          onChange={(_, v) => { setSource(v); setSlaves([]); setCategories([]); }}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} name="venue" label={translate(mode === 'slaveToSlaves' ? 'syncUi.sync.sourceSlave' : 'syncUi.sync.master')} />}
          sx={{ maxWidth: 480 }}
        />
        {environments && environments.available.length > 1 && mode === 'masterToSlaves' && (
          <TextField
            select
            name="targetEnvironment"
            label={translate('syncUi.sync.environment')}
            value={targetEnv || environments.current}
            onChange={(e) => { setTargetEnv(e.target.value as 'dev' | 'prod'); setSlaves([]); }}
            sx={{ maxWidth: 320 }}
          >
            {environments.available.map((env) => <MenuItem key={env} value={env}>{translate(`syncUi.environment.${env}`)}</MenuItem>)}
          </TextField>
        )}
        <Autocomplete
          multiple
          options={candidates}
          value={slaves}
          onChange={(_, v) => setSlaves(v)}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={!source}
          renderInput={(params) => <TextField {...params} name="slaves" label={translate('syncUi.sync.slaves')} />}
          sx={{ maxWidth: 480 }}
        />
        {!upsell && source && (
          <Autocomplete
            multiple
            options={sourceCategories}
            value={categories}
            onChange={(_, v) => setCategories(v)}
            getOptionLabel={(c) => localizedText(c.name, locale)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} name="categories" label={translate('syncUi.sync.categories')} helperText={translate('syncUi.sync.categoriesHelp')} />}
            sx={{ maxWidth: 480 }}
          />
        )}
        <DeleteModeField value={deleteMode} onChange={setDeleteMode} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !source || !slaves.length || !!jobId}>{translate('syncUi.sync.submit')}</Button>
        </Box>
        {jobId && <JobWatch id={jobId} started="syncUi.sync.started" environments={environments} />}
      </CardContent>
    </Card>
  );
}

/** the spec's rule of /sync and /sync/create (part 1 §6): admin or any sync permission */
const SYNC_RULE = ['sync.master.slaves', 'sync.slave.slaves', 'sync.dev.to.dev', 'sync.dev.to.prod', 'sync.prod.to.dev', 'sync.prod.to.prod', 'sync.job.view'];

/** /sync/create: a master-to-slaves or slave-to-slaves sync. */
export function SyncCreatePage() {
  return (
    <RequireAccess rule={SYNC_RULE}>
      <SyncForm upsell={false} />
    </RequireAccess>
  );
}

/** /sync/upsell: the upsell sync, master to slaves (the same rule without slave-slaves). */
export function SyncUpsellPage() {
  return (
    <RequireAccess rule={SYNC_RULE.filter((p) => p !== 'sync.slave.slaves')}>
      <SyncForm upsell />
    </RequireAccess>
  );
}
