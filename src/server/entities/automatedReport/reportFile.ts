import type { Principal } from '../../access/principal';
import { parseListQuery } from '../../crud/parseListQuery';
import type { ApiRecord } from '../../crud/rowToRecord';
import { listExportBytes } from '../../io/listExport';
import type { JobResult } from '../../jobs/JobHandler';
import type { Services } from '../../services';
import { billingReportPdf } from './billingReportPdf';
import { figuresCsv } from './figuresCsv';
import type { ReportPeriod } from './reportPeriod';
import { REPORT_TEXTS } from './reportTexts';

const NO_PROGRESS = { progress: async () => undefined, stopped: async () => false };

/**
 * The file of one run: the orders of the period as the order list exports them (report.csv,
 * spec §9), the figures by payment method or by day (figuresCsv), or the billing PDF
 * (billing-{DD-MM-YYYY}.pdf after the period's first day). Read with the owner's rights.
 */
export async function reportFile(services: Services, owner: Principal, report: Record<string, any>, venues: ApiRecord[], period: ReportPeriod): Promise<JobResult & { bytes: Buffer }> {
  const lang = (report.language ?? 'de') as 'de' | 'en' | 'fr';
  const texts = REPORT_TEXTS[lang];
  const ids = venues.map((v) => v._id);
  switch (report.type) {
    case 'orders': {
      const order = services.registry.get('order')!;
      const last = new Date(Date.parse(period.to) - 1).toISOString();
      const query = parseListQuery(order, { 'venue[]': ids, 'createdAt[gte]': period.from, 'createdAt[lte]': last, sort: 'createdAt', direction: 'asc' }, false, lang);
      return { filename: 'report.csv', contentType: 'text/csv; charset=utf-8', bytes: await listExportBytes(services, owner, { entity: order, query, scope: {}, lang }, NO_PROGRESS) };
    }
    case 'orderByPaymentMethod':
    case 'sales':
      return { filename: 'report.csv', contentType: 'text/csv; charset=utf-8', bytes: await figuresCsv(services, owner, report.type, venues, period, lang, report.flavor === 'extended') };
    case 'pdfBillingShort':
    case 'pdfBillingLong': {
      const [d, m, y] = [period.firstDay.slice(8, 10), period.firstDay.slice(5, 7), period.firstDay.slice(0, 4)];
      const bytes = await billingReportPdf(services, venues, { from: period.from, to: period.to, label: `${period.firstDay} – ${period.lastDay}`, days: { from: period.firstDay, to: period.lastDay } }, report.type === 'pdfBillingLong', texts);
      return { filename: `billing-${d}-${m}-${y}.pdf`, contentType: 'application/pdf', bytes };
    }
    default:
      throw new Error(`unknown report type ${String(report.type)}`);
  }
}
