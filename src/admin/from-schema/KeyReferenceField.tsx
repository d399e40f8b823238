import { useMemo } from 'react';
import { useGetList, useListContext, useLocaleState, useRecordContext } from 'react-admin';
import { useLocalizedText } from '../format/useLocalizedText';
import { seededName } from '../i18n/seededNames';
import { getPath } from './getPath';
import type { RefTarget } from './refTarget';

/**
 * A reference that stores the target's unique key instead of its id (users hold role slugs):
 * shows the target's title. In a list every row asks for the same keys — those of the whole
 * page — so the rows share one request; outside a list it asks for its own key.
 */
export function KeyReferenceField({ source, target }: { source: string; target: RefTarget }) {
  const record = useRecordContext();
  const list = useListContext();
  const localized = useLocalizedText();
  const [locale] = useLocaleState();
  const value = record ? getPath(record, source) : undefined;
  const keys = useMemo(() => {
    // the surrounding list's rows only when the record is one of them (an audit entry's before/after is not)
    const rows = list?.data && record && list.data.some((r) => r.id === record.id) ? list.data : [record];
    const all = rows.map((r) => (r ? getPath(r, source) : undefined));
    return [...new Set(all.filter((v): v is string => typeof v === 'string' && v !== ''))].sort();
  }, [list?.data, record, source]);
  const { data } = useGetList(
    target.resource,
    { pagination: { page: 1, perPage: Math.max(keys.length, 1) }, sort: { field: target.titleField, order: 'ASC' }, filter: { [target.key]: keys } },
    { enabled: keys.length > 0 },
  );
  if (typeof value !== 'string' || value === '') return null;
  const found = data?.find((r) => r[target.key] === value);
  // Until the answer (or when the target is gone) the stored key is what there is to show.
  if (!found) return <span>{value}</span>;
  const title = found[target.titleField];
  // a seeded demo name (the roles) in the reader's language while it is unchanged
  return <span>{typeof title === 'string' ? seededName(target.entity.id, found, title, locale) : localized(title)}</span>;
}
