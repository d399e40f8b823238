import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/RemoveCircleOutline';
import { Autocomplete, Box, Card, CardContent, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useGetOne, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { apiCall } from '../../src/admin/providers/apiCall';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { registry } from '../../src/admin/registry';

const subscriptionEntity = registry.get('subscription')!;
const T = 'resources.subscriptionCategory.screen';

type Subscription = { _id: string; name?: Record<string, string>; price?: number; factor?: number; unit?: string; isActive?: boolean };

/**
 * Below a category's form: the subscriptions it holds, in order, each with a remove button, and
 * a picker of the brand's other subscriptions the caller sees, to add one (POST {id}/addSubscription and
 * /removeSubscription). The server judges each change (another brand's subscription is a 422
 * whose reason is shown); afterwards the category is read again.
 */
export function CategorySubscriptionsPanel() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const localized = useLocalizedText();
  const label = useFieldLabel(subscriptionEntity);
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider() as AppDataProvider;
  const queryClient = useQueryClient();
  const { data: category, refetch } = useGetOne<RaRecord>('subscriptionCategory', { id }, { enabled: !!id });
  // Every subscription of the category's brand the caller may see, unpaged (GET …/all): the held
  // ones are shown from it, the others are offered.
  const group = typeof category?.customerGroup === 'string' ? category.customerGroup : '';
  const { data: all = [] } = useQuery({
    queryKey: ['subscriptionCategory', 'subscriptionChoices', group],
    queryFn: async () => ((await apiCall('v1/general/subscription/all', 'get', { filters: { customerGroup: [group] } })) as { data: Subscription[] }).data,
    enabled: !!group,
  });
  const [choice, setChoice] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState(false);
  const held: string[] = Array.isArray(category?.subscriptions) ? category.subscriptions.map(String) : [];
  const byId = new Map(all.map((s) => [s._id, s]));
  const offered = all.filter((s) => !held.includes(s._id));
  const nameOf = (s: Subscription | undefined, sid: string) => (s ? localized(s.name) : sid);

  const change = async (action: 'addSubscription' | 'removeSubscription', subscription: string) => {
    setBusy(true);
    try {
      await dataProvider.callAction('subscriptionCategory', action, { params: { id }, body: { subscription } });
      notify(`${T}.${action === 'addSubscription' ? 'added' : 'removed'}`, { type: 'info' });
      setChoice(null);
      await refetch();
      await queryClient.invalidateQueries({ queryKey: ['subscriptionCategory'] });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const period = (s: Subscription) => translate(`${T}.period`, {
    factor: s.factor ?? 1,
    unit: translate(`resources.subscription.enums.unit.${s.unit ?? 'month'}`),
  });

  return (
    <Card sx={{ mt: 2 }} data-testid="category-subscriptions">
      <CardContent>
        <Typography variant="h6" component="h2">{translate(`${T}.title`)}</Typography>
        {held.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>{translate(`${T}.empty`)}</Typography>
        ) : (
          <Table size="small" aria-label={translate(`${T}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{label('name')}</TableCell>
                <TableCell align="right">{label('price')}</TableCell>
                <TableCell>{label('factor')}</TableCell>
                <TableCell>{label('isActive')}</TableCell>
                <TableCell><Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{translate('ra.action.remove')}</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {held.map((sid) => {
                const s = byId.get(sid);
                const name = nameOf(s, sid);
                return (
                  <TableRow key={sid}>
                    <TableCell>{name}</TableCell>
                    <TableCell align="right">{typeof s?.price === 'number' ? formatMoney(s.price, locale) : ''}</TableCell>
                    <TableCell>{s ? period(s) : ''}</TableCell>
                    <TableCell>{s ? translate(s.isActive === false ? 'ra.boolean.false' : 'ra.boolean.true') : ''}</TableCell>
                    <TableCell align="right">
                      <IconButton size="small" disabled={busy} aria-label={translate(`${T}.remove`, { name })} onClick={() => change('removeSubscription', sid)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
          <Autocomplete
            sx={{ minWidth: 280, flex: 1, maxWidth: 480 }}
            options={offered}
            value={choice}
            onChange={(_, v) => setChoice(v)}
            getOptionLabel={(s) => nameOf(s, s._id)}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderInput={(params) => <TextField {...params} label={translate(`${T}.choose`)} size="small" />}
          />
          <Button label={translate(`${T}.add`)} disabled={!choice || busy} onClick={() => choice && change('addSubscription', choice._id)}>
            <AddIcon />
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
