import { useLocaleState, useRecordContext } from 'react-admin';
import { useEnumLabel } from './useEnumLabel';
import type { Entity } from '../../core/registry';
import { recordTitle } from './recordTitle';

/** The app bar title of a record's screen: the record's name (recordTitle). */
export function RecordTitle({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const enumLabel = useEnumLabel(entity);
  return <span>{recordTitle(entity, record, locale, enumLabel)}</span>;
}
