import { buffer } from 'node:stream/consumers';
import type { Principal } from '../../access/principal';
import type { ApiRecord } from '../../crud/rowToRecord';
import type { Cell } from '../../io/cellValue';
import { writeCsv } from '../../io/writeCsv';
import { salesReport } from '../../reporting/salesFigures';
import { salesExportRows } from '../../reporting/salesExportRows';
import { addDays, daysBetween, type SalesPeriod } from '../../reporting/salesPeriod';
import type { Services } from '../../services';
import type { ReportPeriod } from './reportPeriod';
import { REPORT_TEXTS } from './reportTexts';

/**
 * The figures files of the reports (types sales and orderByPaymentMethod): the lines of the sales
 * exports (salesExportRows, the one place figures become CSV lines) per day, or per payment
 * method, of the period, with a total line; `split` (the extended flavor) writes them once for
 * all venues and once per venue, each line led by whose figures they are.
 */
export async function figuresCsv(services: Services, _owner: Principal, type: 'sales' | 'orderByPaymentMethod', venues: ApiRecord[], period: ReportPeriod, lang: 'de' | 'en' | 'fr', split: boolean): Promise<Buffer> {
  const t = REPORT_TEXTS[lang];
  const days = daysBetween(period.firstDay, period.lastDay) + 1;
  const sales: SalesPeriod = { period: 'custom', from: period.firstDay, to: period.lastDay, days, previousFrom: addDays(period.firstDay, -days), previousTo: addDays(period.firstDay, -1) };
  const groups: { name: string; ids: string[] }[] = [{ name: t.allVenues, ids: venues.map((v) => v._id) }];
  if (split) for (const v of venues) groups.push({ name: String(v.name ?? v._id), ids: [v._id] });
  const rows: Cell[][] = [];
  for (const [i, g] of groups.entries()) {
    const [head, ...lines] = salesExportRows(await salesReport(services.db, g.ids, sales, 'day'), type === 'sales' ? 'bucket' : 'method', lang);
    if (i === 0) rows.push(split ? [t.venue, ...head] : head);
    for (const line of lines) rows.push(split ? [g.name, ...line] : line);
  }
  return buffer(writeCsv(rows));
}
