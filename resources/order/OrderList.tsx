import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, Pagination, SimpleList, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaField } from '../../src/admin/from-schema/SchemaField';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEntityLabel } from '../../src/admin/from-schema/useEntityLabel';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { useSchemaFilters } from '../../src/admin/from-schema/useSchemaFilters';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { useGrant } from '../../src/admin/session/useGrant';
import { TestOrderButton } from './TestOrderButton';
import { useVenueZone } from '../../src/admin/format/useVenueZone';
import { dayBoundInZone, dayInZone } from '../../src/core/venueTime';
import { VenueTimeField } from '../../src/admin/format/VenueTimeField';

const COLUMNS = ['venue', 'status', 'type', 'paymentMethod', 'total'] as const;

/**
 * /orders: every order in the user's venues, newest first, filtered by the schema's filters
 * (status, type, subtype, venue, promo code, external id, code search) and a created-at range
 * whose days are those of the selected venue's clock (else Europe/Berlin); times on each order's
 * venue clock, totals as money. A row opens the order view.
 */
export function OrderList() {
  const entity = useEntity();
  const translate = useTranslate();
  const label = useFieldLabel(entity);
  const title = useEntityLabel(entity);
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const zone = useVenueZone(venueId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [
    ...useSchemaFilters(entity),
    <DateInput key="createdAt_gte" source="createdAt_gte" label={translate('orderUi.screens.createdFrom')}
      parse={(v: string | null) => (v ? dayBoundInZone(v, zone) : v)} format={(v: unknown) => (v ? dayInZone(v, zone) : '')} />,
    <DateInput key="createdAt_lte" source="createdAt_lte" label={translate('orderUi.screens.createdTo')}
      parse={(v: string | null) => (v ? dayBoundInZone(v, zone, true) : v)} format={(v: unknown) => (v ? dayInZone(v, zone) : '')} />,
  ];
  const field = (name: (typeof COLUMNS)[number]) => <SchemaField entity={entity} source={name} prop={entity.def.properties[name]} />;
  return (
    <List
      storeKey="orders.list"
      title={title}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
      actions={<TopToolbar><FilterButton />{checkAccess(grant, 'order.test') && <TestOrderButton />}</TopToolbar>}
    >
      {phone ? (
        <SimpleList
          linkType="show"
          primaryText={(r: RaRecord) => r.code}
          secondaryText={(r: RaRecord) => <VenueTimeField venue={r.venue} value={r.createdAt} />}
          tertiaryText={() => field('total')}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="code" label={label('code')} />
          <DataTable.Col source="createdAt" label={label('createdAt')} render={(r: RaRecord) => <VenueTimeField venue={r.venue} value={r.createdAt} />} />
          {COLUMNS.map((name) => (
            <DataTable.Col key={name} source={name} label={label(name)}>{field(name)}</DataTable.Col>
          ))}
        </DataTable>
      )}
    </List>
  );
}
