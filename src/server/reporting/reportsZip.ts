import JSZip from 'jszip';
import { buffer } from 'node:stream/consumers';
import type { JobResult } from '../jobs/JobHandler';
import type { Services } from '../services';
import type { ExportLang } from './exportLang';
import { EXPORT_CALLS, salesExportFile, type ExportQuery } from './salesExportRoutes';
import type { SalesScope } from './salesScope';

const SALES_CSV = EXPORT_CALLS.find((c) => c.operationId === 'export_salesCsv')!;
/** A folder name that is one plain path segment, whatever the venue's readable id holds. */
const segment = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);

/**
 * `reports.zip` (spec §9): the sales report (report.csv: the sales CSV of the query) of every
 * venue asked for, each on its own clock, in a folder named after the venue's readable id (its
 * id when it has none or shares it), so several venues' reports come as one download. Each
 * report is small (a line per day, week or month), so the files are made one after the other and
 * compressed with jszip (already installed with exceljs).
 */
export async function reportsZip(services: Services, scope: SalesScope, query: ExportQuery, lang: ExportLang): Promise<JobResult> {
  const zip = new JSZip();
  const names = scope.venues.map((v) => (v.readableId ? segment(v.readableId) : ''));
  for (const [i, venue] of scope.venues.entries()) {
    const folder = names[i] && names.indexOf(names[i]) === names.lastIndexOf(names[i]) ? names[i] : venue._id;
    const one: SalesScope = { venues: [venue], ids: [venue._id], zone: venue.timezone };
    const file = await salesExportFile(services, SALES_CSV, one, query, lang);
    zip.file(`${folder}/report.csv`, await buffer(file.body as NodeJS.ReadableStream));
  }
  return { filename: 'reports.zip', contentType: 'application/zip', bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) };
}
