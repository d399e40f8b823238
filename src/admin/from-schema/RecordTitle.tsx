import { useLocaleState, useRecordContext } from 'react-admin';
import type { Entity } from '../../core/registry';
import { recordTitle } from './recordTitle';

/** The app bar title of a record's screen: the record's name (recordTitle). */
export function RecordTitle({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return <span>{recordTitle(entity, record, locale)}</span>;
}
