import { useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { JobWatch } from './JobWatch';
import { useEnvironments } from './useEnvironments';
import { useStartJob } from './useStartJob';

const label = (v: RaRecord) => `${v.name} (${v.readableId})`;

function FoodcardCopy() {
  const translate = useTranslate();
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const { data: environments } = useEnvironments();
  const [from, setFrom] = useState<RaRecord | null>(null);
  const [to, setTo] = useState<RaRecord | null>(null);
  const { busy, jobId, start } = useStartJob();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) void start('copyFoodcard', { from: String(from.id), to: String(to.id) });
  };
  const picker = (name: 'from' | 'to', value: RaRecord | null, set: (v: RaRecord | null) => void) => (
    <Autocomplete
      options={venues}
      value={value}
      onChange={(_, v) => set(v)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} name={name} label={translate(`syncUi.foodcard.${name}`)} />}
      sx={{ maxWidth: 480 }}
    />
  );
  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('syncUi.foodcard.title')} />
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('syncUi.foodcard.title')}</Typography>
        <Typography color="text.secondary">{translate('syncUi.foodcard.explain')}</Typography>
        {picker('from', from, setFrom)}
        {picker('to', to, setTo)}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !from || !to || from.id === to.id || !!jobId}>{translate('syncUi.foodcard.submit')}</Button>
        </Box>
        {jobId && <JobWatch id={jobId} started="syncUi.foodcard.started" environments={environments} />}
      </CardContent>
    </Card>
  );
}

/** /venue/foodcard/copy (admin): add one venue's foodcard to another venue. */
export function FoodcardCopyPage() {
  return (
    <RequireAccess rule="admin">
      <FoodcardCopy />
    </RequireAccess>
  );
}
