import { buffer } from 'node:stream/consumers';
import { checkAccess } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { exportCell, type ExportCellText } from '../../admin/from-schema/exportCell';
import { getPath } from '../../admin/from-schema/getPath';
import { listColumns } from '../../admin/from-schema/listColumns';
import { localizedText } from '../../admin/format/localizedText';
import type { Principal } from '../access/principal';
import { accessFor } from '../crud/crudPlugin';
import { MAX_LIMIT } from '../crud/parseListQuery';
import type { ApiRecord } from '../crud/rowToRecord';
import type { JobContext, JobResult } from '../jobs/JobHandler';
import type { Services } from '../services';
import type { Cell } from './cellValue';
import { exportCatalogue } from './exportCatalogue';
import type { ListExportRequest } from './listExportRequest';
import { writeCsv } from './writeCsv';

/** Where an `x-ref` column points, when it stores the target's id (as the admin's refTarget). */
function refEntity(services: Services, prop: any): { entity: Entity; titleField: string } | null {
  const single = prop?.['x-ref'] ? prop : prop?.items?.['x-ref'] ? prop.items : null;
  const entity = single && services.registry.get(single['x-ref']);
  if (!entity || single.format !== 'objectId') return null;
  return { entity, titleField: entity.def['x-ui']?.titleField ?? (entity.def.properties.name ? 'name' : '_id') };
}

/**
 * Titles of referenced records, read per batch with the caller's rights and scope (a record the
 * caller may not see stays its id, as in the list) and kept for the next batches.
 */
function refTitles(services: Services, principal: Principal, prop: any, lang: string) {
  const target = refEntity(services, prop);
  if (!target || !checkAccess(principal, accessFor(target.entity, 'list'))) return null;
  const titles = new Map<string, string>();
  return {
    async load(ids: string[]) {
      const missing = [...new Set(ids)].filter((id) => !titles.has(id));
      for (let i = 0; i < missing.length; i += MAX_LIMIT) {
        const part = missing.slice(i, i + MAX_LIMIT);
        const found = await services.items.all(target.entity, principal, { filters: { _id: part }, ranges: {}, sort: '_id', direction: 'asc' });
        for (const r of found) titles.set(String(r._id), localizedText(r[target.titleField], lang) || String(r._id));
        for (const id of part) if (!titles.has(id)) titles.set(id, id);
      }
    },
    title: (id: string) => titles.get(id),
  };
}

/**
 * The lines of a list's CSV as the caller sees it, in writeCsv's format: every row matching the
 * list's filters and sort inside the caller's tenant scope (the items service's list), read a
 * page of MAX_LIMIT rows at a time by keyset (each page after the last row of the one before, so
 * a long list neither sits in memory nor is re-counted from the start per page); the list's
 * columns with the headers, enum labels, Yes/No and referenced records' names of the admin in
 * `lang`. Lazy: a route streams it, a job buffers it (listExport).
 */
export async function* listExportRows(services: Services, principal: Principal, req: ListExportRequest, ctx: Pick<JobContext, 'progress' | 'stopped'>): AsyncGenerator<Cell[]> {
  const { entity, query, scope, lang } = req;
  const catalogue = exportCatalogue(lang);
  const columns = listColumns(entity);
  const refs = columns.map((c) => refTitles(services, principal, c.prop, lang));
  const texts: ExportCellText[] = columns.map((c, i) => {
    const field = c.name.slice(c.name.lastIndexOf('.') + 1);
    // A column's labels are few (its enum values): looked up in the catalogue once, not per row.
    const labels = new Map<string | number, string>();
    return {
      localized: (v) => localizedText(v, lang),
      enumLabel: (v) => {
        let label = labels.get(v);
        if (label === undefined) labels.set(v, (label = catalogue.enumLabel(entity.id, field, v)));
        return label;
      },
      refTitle: refs[i]?.title,
      yes: catalogue.yes,
      no: catalogue.no,
    };
  });
  // A top-level field is read straight off the record; a dotted path step by step (getPath).
  const read = columns.map((c) => (c.name.includes('.') ? (r: ApiRecord) => getPath(r, c.name) : (r: ApiRecord) => r[c.name]));
  const cells = (r: ApiRecord) => {
    const line = new Array<Cell>(columns.length);
    for (let i = 0; i < columns.length; i++) line[i] = exportCell(columns[i].prop, read[i](r), texts[i]);
    return line;
  };

  yield columns.map((c) => catalogue.fieldLabel(entity.id, c.name));
  // the pages go through the database's bulk reader where it has one (Db.bulk): the same rows and scope
  const items = services.db.bulk ? services.items.on(await services.db.bulk()) : services.items;
  let after: string | undefined;
  for (let page = 1; ; page++) {
    if (await ctx.stopped()) return;
    const batch = await items.list(entity, principal, { ...query, page: 1, limit: MAX_LIMIT, after, before: undefined }, scope);
    await Promise.all(refs.map((ref, i) => ref?.load(batch.data.flatMap((r: ApiRecord) => [read[i](r)].flat()).filter((v): v is string => typeof v === 'string'))));
    for (const r of batch.data) yield cells(r);
    await ctx.progress(batch.total ? Math.min(100, ((page * MAX_LIMIT) / batch.total) * 100) : 100);
    if (batch.data.length < MAX_LIMIT || !batch.pageInfo.endCursor) return;
    after = batch.pageInfo.endCursor;
  }
}

/** The CSV of a list (listExportRows) as a download job's file, made while the job stores it piece by piece. */
export async function listExport(services: Services, principal: Principal, req: ListExportRequest, ctx: Pick<JobContext, 'progress' | 'stopped'>): Promise<JobResult> {
  return { filename: `${req.entity.id}.csv`, contentType: 'text/csv; charset=utf-8', chunks: writeCsv(listExportRows(services, principal, req, ctx)) };
}

/** The same CSV as one buffer, for a file that goes out whole (an automated report's attachment, at most 10 MB). */
export async function listExportBytes(services: Services, principal: Principal, req: ListExportRequest, ctx: Pick<JobContext, 'progress' | 'stopped'>): Promise<Buffer> {
  return buffer(writeCsv(listExportRows(services, principal, req, ctx)));
}
