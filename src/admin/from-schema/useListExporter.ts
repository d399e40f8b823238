import { useCallback } from 'react';
import { useNotify, useTranslate, type DataProvider, type Exporter, type RaRecord } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { saveBlob } from '../downloads/saveBlob';
import { useLocalizedText } from '../format/useLocalizedText';
import { useGrant } from '../session/useGrant';
import { exportCell, type ExportCellText } from './exportCell';
import { getPath } from './getPath';
import { listCsv } from './listCsv';
import { listColumns } from './listColumns';
import { refTarget } from './refTarget';
import { useEnumChoices } from './useEnumChoices';
import { useFieldLabel } from './useFieldLabel';

/** Titles of the records a column references, by id; none when the user may not list them. */
async function refTitles(dataProvider: DataProvider, prop: any, records: RaRecord[], name: string, meta: object | undefined, localized: (v: unknown) => string, canList: (rule: unknown) => boolean) {
  const target = refTarget(prop);
  if (!target || target.key !== 'id' || !canList(target.entity.def['x-access'].view)) return undefined;
  const ids = [...new Set(records.flatMap((r) => [getPath(r, name)].flat()).filter((v) => typeof v === 'string'))] as string[];
  if (!ids.length) return undefined;
  try {
    const { data } = await dataProvider.getMany(target.resource, { ids, meta });
    const titles = new Map(data.map((r) => [String(r.id), localized(r[target.titleField]) || String(r[target.titleField] ?? r.id)]));
    return (id: string) => titles.get(id);
  } catch {
    return undefined; // the ids are still a usable export
  }
}

/**
 * The exporter of a generated list (react-admin's ExportButton fetches the rows of the current
 * filters and sort): the list's columns with their translated headers, cells as the list shows
 * them (exportCell), saved as `<resource>.csv`.
 */
export function useListExporter(entity: Entity, meta?: object): Exporter {
  const translate = useTranslate();
  const notify = useNotify();
  const label = useFieldLabel(entity);
  const enumChoices = useEnumChoices(entity);
  const localized = useLocalizedText();
  const grant = useGrant();
  return useCallback<Exporter>(async (records, _fetchRelated, dataProvider, resource) => {
    const columns = listColumns(entity);
    const base: Omit<ExportCellText, 'enumLabel' | 'refTitle'> = { localized, yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
    const cells = await Promise.all(columns.map(async (c) => {
      const values = c.prop.enum ?? c.prop.items?.enum ?? [];
      const choices = new Map(enumChoices(c.name, values).map((ch) => [ch.id, ch.name]));
      const refTitle = await refTitles(dataProvider, c.prop, records, c.name, meta, localized, (rule) => checkAccess(grant, rule as string));
      const text: ExportCellText = { ...base, enumLabel: (v) => choices.get(v) ?? String(v), refTitle };
      return (r: RaRecord) => exportCell(c.prop, getPath(r, c.name), text);
    }));
    const csv = await listCsv([columns.map((c) => label(c.name)), ...records.map((r) => cells.map((cell) => cell(r)))]);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${resource ?? entity.id}.csv`);
    notify('app.downloads.ready', { type: 'info' });
  }, [entity, meta, translate, notify, label, enumChoices, localized, grant]);
}
