import { pipeline, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { ApiRecord } from '../crud/rowToRecord';
import { MAX_LIMIT, type ListQuery } from '../crud/parseListQuery';
import type { JobHandler } from '../jobs/JobHandler';
import type { Services } from '../services';
import type { Cell } from './cellValue';
import { listExportRequest } from './listExportRequest';
import { CSV_OPTIONS } from './writeCsv';

export interface RecordExport {
  filename: string;
  contentType: string;
  stream: Readable;
}

/**
 * The records of a list's filters (the list call's query: filters, `q`, sort) inside the
 * caller's scope as CSV in the export format (writeCsv: UTF-8 with BOM, `;`, CRLF): a header of
 * `columns`, one line per record. Read a page at a time as the stream is consumed, so memory
 * stays flat however many records match. A bad filter is refused (400) before anything is sent.
 */
export async function recordExport(services: Services, principal: Principal, entity: Entity, q: ListQuery, columns: readonly string[], name: string): Promise<RecordExport> {
  const pageOf = (page: number) => services.items.list(entity, principal, { ...q, page, limit: MAX_LIMIT });
  // The first page is read now, so a refused query answers as an error rather than a broken download.
  const first = await pageOf(1);
  const line = (r: ApiRecord): Cell[] => columns.map((c) => (r[c] === undefined || r[c] === null ? null : (r[c] as Cell)));
  async function* lines(): AsyncGenerator<Cell[]> {
    yield [...columns];
    let page = first;
    for (let n = 1; ; n++) {
      for (const r of page.data) yield line(r);
      if (page.data.length < MAX_LIMIT) return;
      page = await pageOf(n + 1);
    }
  }
  const stream = pipeline(Readable.from(lines()), stringify(CSV_OPTIONS), () => undefined);
  return { filename: `${name}-${new Date().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', stream };
}

/**
 * The same export as a download job, started by the list's Export button (the schema's
 * `x-ui.export`) with the list export's parameters `{filter, sort, direction, lang, venue}`,
 * checked as listExportRequest checks them, so the tray fetches exactly what the list shows.
 */
export function recordExportJob(entityId: string, access: string, columns: readonly string[], name: string): JobHandler {
  const request = (services: Services, principal: Principal, params: Record<string, unknown>) => listExportRequest(services, principal, { ...params, resource: entityId });
  return {
    access,
    check: ({ params, principal, services }) => void request(services, principal, params),
    async run({ params, principal, services, progress }) {
      const { entity, query } = request(services, principal, params);
      const file = await recordExport(services, principal, entity, query, columns, name);
      await progress(50);
      return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
    },
  };
}
