import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput, Form, SaveButton, TextInput, Title, required, useDataProvider, useNotify, useResourceContext, useTranslate, type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

type Printer = RaRecord & { name: string; key: string; activated?: boolean; venue?: string };
type Values = { printers: Record<string, { name: string; activated: boolean }> };

/** The fields the spec's printer settings name beside the key: what this screen changes. */
const pick = (p: Printer) => ({ name: p.name, activated: p.activated !== false });

/**
 * The spec's /printer/edit (part 1 §2, "Printers: /printer, /printer/edit"; §7 "PUT
 * general/venue/{venue}/printer/{printer}"): the selected venue's printers in one form, each
 * named by its key; saving sends one PUT per changed printer, then returns to the list.
 */
export function PrinterBatchEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { venueId } = useSelectedVenue();
  const { data, isPending, error } = useQuery({
    queryKey: ['printerBatchEdit', venueId],
    enabled: !!venueId,
    queryFn: async () => (await dataProvider.getList<Printer>(resource, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { venue: venueId },
    })).data,
  });

  const save = async (values: Values) => {
    const changed = (data ?? []).filter((p) => JSON.stringify(values.printers[p.id]) !== JSON.stringify(pick(p)));
    try {
      for (const p of changed) await dataProvider.update(resource, { id: p.id, data: values.printers[p.id], previousData: p });
      notify('app.printer.saved', { type: 'success', messageArgs: { smart_count: changed.length } });
      await queryClient.invalidateQueries();
      navigate('/printer');
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Box sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('app.printer.editTitle')} />
      {isPending && venueId ? (
        <CircularProgress size={24} />
      ) : error ? (
        <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert>
      ) : data && data.length === 0 ? (
        <Alert severity="info">{translate('app.printer.none')}</Alert>
      ) : data ? (
        <Form record={{ id: 'printers', printers: Object.fromEntries(data.map((p) => [p.id, pick(p)])) }} onSubmit={(v: Record<string, unknown>) => save(v as Values)}>
          <Stack spacing={1}>
            {data.map((p) => (
              <Box key={p.id} data-testid={`printer-${p.key}`} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                <Typography component="legend" variant="subtitle2">{p.key}</Typography>
                <TextInput source={`printers.${p.id}.name`} label="resources.printer.fields.name" validate={required()} fullWidth />
                <BooleanInput source={`printers.${p.id}.activated`} label="resources.printer.fields.activated" />
              </Box>
            ))}
          </Stack>
          <Box sx={{ mt: 2 }}>
            <SaveButton />
          </Box>
        </Form>
      ) : null}
    </Box>
  );
}
