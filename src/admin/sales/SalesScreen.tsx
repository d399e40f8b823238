import { Alert, Box, Typography } from '@mui/material';
import { Title, useGetManyAggregate, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { checkAccess } from '../../core/permissions';
import { zoneOf } from '../../core/venueTime';
import { RequireAccess } from '../pages/RequireAccess';
import { VenueGate } from '../selectedVenue/VenueGate';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useGrant } from '../session/useGrant';
import { PeriodPicker } from './PeriodPicker';
import { GROUP_BY, PERIODS, periodQuery, type GroupBy, type PeriodChoice, type PeriodName } from './periodQuery';
import { salesFormat } from './salesFormat';
import { SalesReport, SalesReportSkeleton } from './SalesReport';
import { SALES_SCREENS, type SalesScreenName } from './salesScreens';
import { SalesExportActions } from './SalesExportActions';
import { useSalesReport, type SalesData } from './useSalesReport';

/** The screens that work on the selected venue (spec §2: "/sales (venue)", "/analytics (venue)"). */
const NEEDS_VENUE: ReadonlySet<SalesScreenName> = new Set(['sales', 'analytics']);

// Reporting looks at the year by month; the other screens at the last 30 days by day.
const DEFAULTS: Record<SalesScreenName, { period: PeriodName; groupBy: GroupBy }> = {
  sales: { period: 'last30', groupBy: 'day' },
  'sales-overview': { period: 'last30', groupBy: 'day' },
  statistics: { period: 'last30', groupBy: 'day' },
  analytics: { period: 'last30', groupBy: 'day' },
  reporting: { period: 'thisYear', groupBy: 'month' },
};

/** The picker's choice kept in the URL (?period=&from=&to=&groupBy=): a reload or the way back from the orders keeps it. */
function usePeriodChoice(screen: SalesScreenName): [PeriodChoice, (next: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') as PeriodName | null;
  const groupBy = params.get('groupBy') as GroupBy | null;
  const choice: PeriodChoice = {
    period: period && PERIODS.includes(period) ? period : DEFAULTS[screen].period,
    groupBy: groupBy && GROUP_BY.includes(groupBy) ? groupBy : DEFAULTS[screen].groupBy,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const set = (next: PeriodChoice) => {
    const out: Record<string, string> = { period: next.period, groupBy: next.groupBy };
    if (next.period === 'custom') Object.assign(out, next.from ? { from: next.from } : {}, next.to ? { to: next.to } : {});
    setParams(out, { replace: true });
  };
  return [choice, set];
}

/** The currency the totals are written in: the venues' one when they share it, else the selected venue's. */
function currencyOf(data: SalesData | undefined, venueCurrency: string | undefined): string {
  const currencies = new Set((data?.byVenue ?? []).map((v) => v.currency ?? 'euro'));
  return currencies.size === 1 ? [...currencies][0] : venueCurrency ?? 'euro';
}

function Screen({ screen }: { screen: SalesScreenName }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const venue = NEEDS_VENUE.has(screen) ? venueId : null;
  const { data: venues } = useGetManyAggregate('venue', { ids: venueId ? [venueId] : [] }, { enabled: !!venueId });
  const record = venues?.[0];
  const [choice, setChoice] = usePeriodChoice(screen);
  const query = periodQuery(choice);
  const report = useSalesReport(screen, query, venue);
  // analytics: the brand of the selected venue too, for holders of analytics.customerGroup (§6)
  const group = screen === 'analytics' && checkAccess(grant, 'analytics.customerGroup') ? (record?.customerGroup as string | undefined) ?? null : null;
  const brand = useSalesReport('customerGroup', group ? query : null, null, group);
  const zone = zoneOf(record?.timezone);
  const format = salesFormat(locale, currencyOf(report.data, record?.currency as string | undefined));
  const title = translate(`salesUi.menu.${screen}`);

  return (
    <Box sx={{ mt: 1, mb: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <PeriodPicker value={choice} onChange={setChoice} />
      {query && <SalesExportActions query={query} venue={venue} />}
      <Typography variant="body2" color="text.secondary">{translate('salesUi.basis')}</Typography>
      {!query && <Alert severity="info">{translate('salesUi.chooseDays')}</Alert>}
      {report.error ? <Alert severity="error">{translate(report.error.message || 'salesUi.failed', { _: translate('salesUi.failed') })}</Alert> : null}
      {query && report.isPending && <SalesReportSkeleton />}
      {report.data && <SalesReport data={report.data} ctx={{ venue, zone, format, idPrefix: 'sales' }} />}
      {brand.data && (
        <>
          <Typography variant="h5" component="h2">
            {brand.data.byGroup?.[0]?.name ? translate('salesUi.brand', { name: brand.data.byGroup[0].name }) : translate('salesUi.brandAll')}
          </Typography>
          <SalesReport data={brand.data} ctx={{ venue: null, zone, format, idPrefix: 'brand' }} />
        </>
      )}
    </Box>
  );
}

/**
 * /sales, /sales-overview, /statistics, /analytics and /reporting (salesScreens.ts): the screen's
 * permission, a venue where the route needs one, then its figures, charts and tables.
 */
export function SalesScreen({ screen }: { screen: SalesScreenName }) {
  return (
    <RequireAccess rule={SALES_SCREENS[screen]}>
      <VenueGate needsVenue={NEEDS_VENUE.has(screen)}>
        <Screen screen={screen} />
      </VenueGate>
    </RequireAccess>
  );
}
