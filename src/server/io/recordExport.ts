import { pipeline, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { ApiRecord } from '../crud/rowToRecord';
import { MAX_LIMIT, parseListQuery } from '../crud/parseListQuery';
import { AppError } from '../errors';
import type { JobHandler } from '../jobs/JobHandler';
import type { ContentLanguage } from '../search/readerLanguage';
import type { Services } from '../services';
import type { Cell } from './cellValue';
import { CSV_OPTIONS } from './writeCsv';

export interface RecordExport {
  filename: string;
  contentType: string;
  stream: Readable;
}

/** A list query string (`venue[]=…&gender[]=male&q=…`) as the object the list route's parser gets. */
export function queryObject(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const prior = out[key];
    out[key] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return out;
}

/**
 * The records of a list's filters (the list call's query: filters, `q`, sort) inside the
 * caller's scope as CSV in the export format (writeCsv: UTF-8 with BOM, `;`, CRLF): a header of
 * `columns`, one line per record. Read a page at a time as the stream is consumed, so memory
 * stays flat however many records match. A bad filter is refused (400) before anything is sent.
 */
export async function recordExport(services: Services, principal: Principal, entity: Entity, query: Record<string, unknown>, columns: readonly string[], lang: ContentLanguage, name: string): Promise<RecordExport> {
  const { page: _p, limit: _l, ...filters } = query;
  const q = parseListQuery(entity, filters, false, lang);
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
 * The same export as a download job: `{handler, params: {query}}`, `query` being the list's
 * query string, so the downloads tray fetches exactly what the list shows.
 */
export function recordExportJob(entityId: string, access: string, columns: readonly string[], name: string): JobHandler {
  return {
    access,
    async run({ params, principal, services, progress }) {
      if (params.query !== undefined && typeof params.query !== 'string') {
        throw new AppError('VALIDATION', {}, [{ path: 'params.query', message: 'must be the list\'s query string' }]);
      }
      const entity = services.registry.get(entityId)!;
      const file = await recordExport(services, principal, entity, queryObject(params.query ?? ''), columns, 'de', name);
      await progress(50);
      return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
    },
  };
}
