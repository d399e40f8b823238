import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { upsellTypes } from '../../schemas/upsell';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { UpsellTypeCard, type Upsell } from './UpsellTypeCard';

/**
 * /upsells: the selected venue's three upsells (basket, rounding, article), one form each. The
 * page reads them with one list call rather than three `GET venue/{venue}/type/{type}`: a type
 * without an upsell answers that call with 404, which the browser logs as a failed load.
 */
export function UpsellsPage() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { venueId } = useSelectedVenue();
  const key = ['upsells', venueId];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    enabled: !!venueId,
    queryFn: async () => (await dataProvider.getList<Upsell>(resource, {
      pagination: { page: 1, perPage: upsellTypes.length },
      sort: { field: 'type', order: 'ASC' },
      filter: {},
      meta: { venue: venueId },
    })).data,
  });
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.upsell.name', { smart_count: 2 })} />
      {isPending && venueId ? (
        <CircularProgress size={24} />
      ) : error ? (
        <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert>
      ) : data && venueId ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {upsellTypes.map((type) => (
            <UpsellTypeCard
              key={`${venueId}-${type}`}
              type={type}
              venue={venueId}
              upsell={data.find((u) => u.type === type) ?? null}
              onChange={() => void queryClient.invalidateQueries({ queryKey: key })}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
