import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDay } from './formatDay';
import { BreakdownTable, type BreakdownRow } from './BreakdownTable';
import { FigureCards } from './FigureCards';
import { ordersListUrl } from './ordersListUrl';
import { SalesBarChart } from './SalesBarChart';
import type { SalesFormat } from './salesFormat';
import type { SalesData } from './useSalesReport';

/** Where the rows lead: the orders of the venue (when one is asked) in its time zone. */
export interface ReportContext {
  venue: string | null;
  zone: string;
  format: SalesFormat;
  /** prefix of the tables' ids (two reports on one screen: analytics and its brand) */
  idPrefix: string;
}

/**
 * One sales answer drawn: the figures beside the previous period's, revenue by day / week / month
 * as a chart and a table, by payment method (chart and table), by order type and weekday, and for
 * flavor holders (the answer carries them) by venue (chart and table) and by brand.
 */
export function SalesReport({ data, ctx }: { data: SalesData; ctx: ReportContext }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { venue, zone, format, idPrefix } = ctx;
  const { period } = data;
  const orders = (from: string, to: string, extra: { venue?: string; paymentMethod?: string; type?: string; zone?: string } = {}) =>
    ordersListUrl({ from, to, zone: extra.zone ?? zone, venue: extra.venue ?? venue ?? undefined, paymentMethod: extra.paymentMethod, type: extra.type });
  const bucketLabel = (b: { bucket: string; from: string; to: string }) =>
    period.groupBy === 'month' ? formatDay(`${b.bucket}-01`, locale, { month: 'long', year: 'numeric' })
      : period.groupBy === 'week' ? translate('salesUi.period.range', { from: formatDay(b.from, locale), to: formatDay(b.to, locale) })
        : formatDay(b.bucket, locale, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
  const buckets: BreakdownRow[] = data.buckets.map((b) => ({ key: b.bucket, label: bucketLabel(b), figures: b, previous: b.previous, to: orders(b.from, b.to) }));
  const methods: BreakdownRow[] = data.byPaymentMethod.map((m) => ({
    key: m.method, label: m.method ? translate(`resources.order.enums.paymentMethod.${m.method}`, { _: m.method }) : translate('salesUi.noMethod'),
    figures: m, previous: m.previous, to: m.method ? orders(period.from, period.to, { paymentMethod: m.method }) : undefined,
  }));
  const types: BreakdownRow[] = data.byOrderType.map((t) => ({
    key: t.type, label: translate(`resources.order.enums.type.${t.type}`, { _: t.type }), figures: t, previous: t.previous,
    to: t.type ? orders(period.from, period.to, { type: t.type }) : undefined,
  }));
  const weekdayName = (i: number) => formatDay(`2024-01-0${i + 1}`, locale, { weekday: 'long' }); // 1 January 2024 was a Monday
  const weekdays: BreakdownRow[] = data.byWeekday.map((w) => ({ key: String(w.weekday), label: weekdayName(w.weekday), figures: w }));
  const venues: BreakdownRow[] = (data.byVenue ?? []).map((v) => ({
    key: v.venue, label: v.readableId ? `${v.name ?? v.venue} (${v.readableId})` : v.name ?? v.venue, figures: v, previous: v.previous,
    to: orders(period.from, period.to, { venue: v.venue, zone: v.timezone }),
  }));
  const groups: BreakdownRow[] = (data.byGroup ?? []).map((g) => ({ key: g.customerGroup || '-', label: g.name || translate('salesUi.noGroup'), figures: g, previous: g.previous }));
  const id = (name: string) => `${idPrefix}-${name}`;
  const bucketTitle = translate(`salesUi.tables.${period.groupBy}`);
  const current = translate('salesUi.chart.current');
  const previous = translate('salesUi.chart.previous');
  const empty = data.totals.orderCount === 0 && data.totals.refundCount === 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid={id('range')}>
        {translate('salesUi.period.range', { from: formatDay(period.from, locale), to: formatDay(period.to, locale) })}
        {' · '}
        {translate('salesUi.period.previous', { from: formatDay(period.previousFrom, locale), to: formatDay(period.previousTo, locale) })}
      </Typography>
      <FigureCards totals={data.totals} previous={data.previousTotals} format={format} idPrefix={idPrefix} />
      {empty && <Alert severity="info">{translate('salesUi.empty')}</Alert>}
      <SalesBarChart
        testId={id('chart')} format={format} categories={buckets.map((b) => b.label)} links={buckets.map((b) => b.to)}
        description={translate('salesUi.chart.revenue', { groupBy: translate(`salesUi.chart.by.${period.groupBy}`), table: bucketTitle })}
        series={[{ label: current, data: data.buckets.map((b) => b.revenue) }, { label: previous, data: data.buckets.map((b) => b.previous?.revenue ?? null) }]}
      />
      <BreakdownTable id={id('buckets')} title={bucketTitle} column={translate('salesUi.columns.period')} rows={buckets} format={format} />
      {methods.length > 0 && (
        <SalesBarChart
          testId={id('methods-chart')} format={format} horizontal categories={methods.map((m) => m.label)} links={methods.map((m) => m.to)}
          description={translate('salesUi.chart.split', { table: translate('salesUi.tables.paymentMethod') })}
          series={[{ label: current, data: methods.map((m) => m.figures.revenue) }, { label: previous, data: methods.map((m) => m.previous?.revenue ?? null) }]}
        />
      )}
      <BreakdownTable id={id('methods')} title={translate('salesUi.tables.paymentMethod')} column={translate('salesUi.columns.paymentMethod')} rows={methods} format={format} />
      <BreakdownTable id={id('types')} title={translate('salesUi.tables.orderType')} column={translate('salesUi.columns.orderType')} rows={types} format={format} />
      <BreakdownTable id={id('weekdays')} title={translate('salesUi.tables.weekday')} column={translate('salesUi.columns.weekday')} rows={weekdays} format={format} />
      {venues.length > 0 && (
        <SalesBarChart
          testId={id('venues-chart')} format={format} horizontal categories={venues.map((v) => v.label)} links={venues.map((v) => v.to)}
          description={translate('salesUi.chart.split', { table: translate('salesUi.tables.venue') })}
          series={[{ label: current, data: venues.map((v) => v.figures.revenue) }, { label: previous, data: venues.map((v) => v.previous?.revenue ?? null) }]}
        />
      )}
      {data.byVenue && <BreakdownTable id={id('venues')} title={translate('salesUi.tables.venue')} column={translate('salesUi.columns.venue')} rows={venues} format={format} />}
      {data.byGroup && <BreakdownTable id={id('groups')} title={translate('salesUi.tables.group')} column={translate('salesUi.columns.group')} rows={groups} format={format} />}
    </Box>
  );
}

/** While the figures load. */
export function SalesReportSkeleton() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-busy="true">
      <Skeleton variant="rounded" height={110} />
      <Skeleton variant="rounded" height={300} />
    </Box>
  );
}
