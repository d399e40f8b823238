import { FunctionField, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { refTarget } from '../../src/admin/from-schema/refTarget';
import { useCanListTarget } from '../../src/admin/from-schema/useCanListTarget';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { registry } from '../../src/admin/registry';

/** The title kept on the entry when it was written (older entries have none). */
function useSnapshot(): string | null {
  const record = useRecordContext();
  const localized = useLocalizedText();
  const title: unknown = record?.title;
  if (typeof title === 'string' && title) return title;
  // cup code numbers are printed as they are: no thousands separator
  if (typeof title === 'number') return String(title);
  if (title && typeof title === 'object') return localized(title) || null;
  return null;
}

function LinkedTitle({ resource, venue, snapshot }: { resource: string; venue: string | undefined; snapshot: string | null }) {
  const translate = useTranslate();
  const localized = useLocalizedText();
  const target = refTarget({ 'x-ref': resource, format: 'objectId' })!;
  const allowed = useCanListTarget(target);
  // A deleted record (or an older entry's, out of reach) keeps the title it had, else says it is gone: never its id.
  const plain = <span>{snapshot ?? translate('screens.audit.deleted')}</span>;
  // Venue-bound records are read below their venue (the entry's), like their own list does.
  const needsVenue = target.readsByVenue;
  if (!allowed || target.titleField === 'id' || (needsVenue && !venue)) return plain;
  const translatable = target.entity.def.properties[target.titleField]?.['x-ui']?.widget === 'translatable';
  return (
    <ReferenceField source="subject" reference={target.resource} empty={plain} queryOptions={needsVenue ? { meta: { venue } } : undefined}>
      <FunctionField render={(r) => snapshot ?? (translatable ? localized(r[target.titleField]) : String(r[target.titleField] ?? ''))} />
    </ReferenceField>
  );
}

/**
 * The changed record's title in an entry's sentence: as it was when the entry was written,
 * linked to the record while it exists and the reader may open it.
 */
export function AuditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  const snapshot = useSnapshot();
  const resource = typeof record?.resource === 'string' ? record.resource : '';
  if (!resource || !registry.get(resource)) return <span>{snapshot ?? translate('screens.audit.deleted')}</span>;
  return <LinkedTitle resource={resource} venue={typeof record?.venue === 'string' ? record.venue : undefined} snapshot={snapshot} />;
}
