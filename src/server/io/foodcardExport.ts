import type { Readable } from 'node:stream';
import type { Principal } from '../access/principal';
import type { Services } from '../services';
import { foodcardCsv } from './foodcardCsv';
import { foodcardExportRows } from './foodcardExportRows';
import { foodcardXlsx } from './foodcardXlsx';
import { venueInScope } from './venueInScope';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The foodcard file of a venue (direct download and download job alike). */
export async function foodcardExport(services: Services, principal: Principal, venue: string, format: ExportFormat): Promise<{ filename: string; contentType: string; stream: Readable; rows: number }> {
  const record = await venueInScope(services, principal, venue);
  const table = await foodcardExportRows(services, principal, venue);
  const slug = String(record.readableId ?? venue).replace(/[^A-Za-z0-9_-]/g, '');
  return {
    filename: `foodcard-${slug}.${format}`,
    contentType: CONTENT_TYPES[format],
    stream: format === 'xlsx' ? foodcardXlsx(table) : foodcardCsv(table),
    rows: table.count,
  };
}
