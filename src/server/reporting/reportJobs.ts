import { buffer } from 'node:stream/consumers';
import { dayBoundInZone } from '../../core/venueTime';
import type { ApiRecord } from '../crud/rowToRecord';
import { billingReportPdf } from '../entities/automatedReport/billingReportPdf';
import { REPORT_TEXTS } from '../entities/automatedReport/reportTexts';
import { listExport } from '../io/listExport';
import { listExportRequest } from '../io/listExportRequest';
import type { JobHandler } from '../jobs/JobHandler';
import type { Principal } from '../access/principal';
import type { Services } from '../services';
import { exportLang, fileDay } from './exportLang';
import { salesPeriod } from './salesPeriod';
import { EXPORT_CALLS, salesExportFile, type ExportQuery } from './salesExportRoutes';
import { venueScope } from './salesScope';
import { billingFile, BILLING_FILE_ACCESS, checkBillingFile } from './billingFileJob';
import { checkAccess } from '../../core/permissions';
import { AppError, invalid } from '../errors';
import { reportsZip } from './reportsZip';
import { showsFlavor } from './salesAccess';
import { SPLIT_FLAVORS } from '../../core/splitFlavors';

/** Who may have the billing report PDF (the payment job without `kind`). */
const REPORT_ACCESS = ['invoice.venue', 'invoice.summary', 'order.export'];

const venuesOf = (p: Record<string, any>): string[] => [p.venue, p['venue[]']].flat().filter((v): v is string => typeof v === 'string');
const call = (id: string) => EXPORT_CALLS.find((c) => c.operationId === id)!;

/** The statistics query of a job's params, checked as the call checks it (a bad one is a 422 at the start). */
async function salesJobFile(services: Services, principal: Principal, params: Record<string, any>) {
  const scope = await venueScope(services, principal, venuesOf(params));
  if (params.format === 'zip') return reportsZip(services, scope, params as ExportQuery, exportLang(params.lang, undefined));
  const format = params.format === 'pdf' ? 'export_salesPdf' : 'export_salesCsv';
  const file = await salesExportFile(services, call(format), scope, params as ExportQuery, exportLang(params.lang, undefined));
  return { filename: file.filename, contentType: file.contentType, bytes: Buffer.isBuffer(file.body) ? file.body : await buffer(file.body as NodeJS.ReadableStream) };
}

const FORMATS = ['csv', 'pdf', 'zip'];
/** reports.zip splits the figures by venue, which only a flavor permission shows (decision 322). */
const seesSplit = (p: Principal) => (['salesOverview', 'sales', 'analytics'] as const).some((c) => showsFlavor(c, p));

/**
 * `sales` (spec part 1 §3): the sales file of a statistics query (period or from/to, groupBy,
 * venue[], lang; format csv, pdf as sales-{DD-MM-YYYY}.pdf, or zip: reports.zip, a report.csv per
 * venue) through the downloads tray; its file is also `GET v1/export/sales/{file}`.
 */
export const salesJob: JobHandler = {
  access: 'sales.export',
  check: async ({ params, principal, services }) => {
    if (params.format !== undefined && !FORMATS.includes(params.format)) throw invalid([{ path: 'params.format', code: 'enum', params: { options: FORMATS.join(', ') }, message: `must be one of ${FORMATS.join(', ')}` }]);
    if (params.format === 'zip' && !seesSplit(principal)) throw new AppError('FORBIDDEN', { permission: SPLIT_FLAVORS.join(' or ') });
    const scope = await venueScope(services, principal, venuesOf(params));
    salesPeriod(params, scope.zone, 'last30');
  },
  run: ({ params, principal, services }) => salesJobFile(services, principal, params),
};

/** `order`: the order list's CSV for its filters (listExportRequest's params), stoppable page by page. */
export const orderJob: JobHandler = {
  access: 'order.export',
  venue: (params) => (typeof params.venue === 'string' ? params.venue : undefined),
  check: ({ params, principal, services }) => void listExportRequest(services, principal, { ...params, resource: 'order' }),
  run: ({ params, principal, services, progress, stopped }) => listExport(services, principal, listExportRequest(services, principal, { ...params, resource: 'order' }), { progress, stopped }),
};

/**
 * `payment`: the billing PDF of the venues (venue[]) and period asked for, billing-{DD-MM-YYYY}.pdf
 * after the period's first day, from the figures the invoice is made of; `long` adds the articles.
 * With `kind`, one of the /billing screen's files instead (billingFileJob.ts), with that call's access.
 */
export const paymentJob: JobHandler = {
  access: ['invoice.venue', 'invoice.summary', 'order.export', ...(BILLING_FILE_ACCESS as string[])],
  venue: (params) => (typeof params.venue === 'string' ? params.venue : undefined),
  check: async ({ params, principal, services }) => {
    if (params.kind !== undefined) return void (await checkBillingFile(services, principal, params));
    if (!checkAccess(principal, REPORT_ACCESS)) throw new AppError('FORBIDDEN', { permission: REPORT_ACCESS.join(',') });
    const scope = await venueScope(services, principal, venuesOf(params));
    salesPeriod(params, scope.zone, 'lastMonth');
  },
  run: async ({ params, principal, services }) => {
    if (params.kind !== undefined) {
      const file = await billingFile(services, principal, params);
      return { filename: file.filename, contentType: file.contentType, bytes: file.body };
    }
    const scope = await venueScope(services, principal, venuesOf(params));
    const period = salesPeriod(params, scope.zone, 'lastMonth')!;
    const lang = exportLang(params.lang, undefined);
    // billingReportPdf reads a venue's _id, name and currency only
    const venues = scope.venues.map((v) => ({ _id: v._id, name: v.name, currency: v.currency }) as unknown as ApiRecord);
    const bytes = await billingReportPdf(services, venues, { from: dayBoundInZone(period.from, scope.zone), to: dayBoundInZone(period.to, scope.zone, true), label: `${period.from} – ${period.to}`, days: { from: period.from, to: period.to } }, params.long === true, REPORT_TEXTS[lang]);
    return { filename: `billing-${fileDay(period.from)}.pdf`, contentType: 'application/pdf', bytes };
  },
};

/** The report `POST v1/data/analytics` starts: the sales file of its query, with the analytics export rights. */
export const analyticsJob: JobHandler = {
  ...salesJob,
  access: ['analytics.daily.export', 'analytics.features.export'],
  // a report's CSV is report.csv (spec §9)
  run: async ({ params, principal, services }) => {
    const file = await salesJobFile(services, principal, params);
    return file.contentType.startsWith('text/csv') ? { ...file, filename: 'report.csv' } : file;
  },
};
