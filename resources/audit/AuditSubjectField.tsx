import { FunctionField, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { refTarget } from '../../src/admin/from-schema/refTarget';
import { useCanListTarget } from '../../src/admin/from-schema/useCanListTarget';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { registry } from '../../src/admin/registry';

function LinkedTitle({ resource, venue }: { resource: string; venue: string | undefined }) {
  const translate = useTranslate();
  const localized = useLocalizedText();
  const target = refTarget({ 'x-ref': resource, format: 'objectId' })!;
  const allowed = useCanListTarget(target);
  const fallback = <FunctionField source="subject" render={(r) => translate('screens.audit.deleted', { id: r.subject })} />;
  // Venue-bound records are read below their venue (the entry's), like their own list does.
  const needsVenue = target.readsByVenue;
  if (!allowed || target.titleField === 'id' || (needsVenue && !venue)) return fallback;
  const translatable = target.entity.def.properties[target.titleField]?.['x-ui']?.widget === 'translatable';
  return (
    // A deleted record has no title any more: its id is what is left to show.
    <ReferenceField source="subject" reference={target.resource} empty={fallback} queryOptions={needsVenue ? { meta: { venue } } : undefined}>
      {translatable ? <FunctionField render={(r) => localized(r[target.titleField])} /> : <TextField source={target.titleField} />}
    </ReferenceField>
  );
}

/** The changed record's title, linked to it; only its id where it is gone or out of reach. */
export function AuditSubjectField() {
  const record = useRecordContext();
  const resource = typeof record?.resource === 'string' ? record.resource : '';
  if (!resource || !registry.get(resource)) return <TextField source="subject" />;
  return <LinkedTitle resource={resource} venue={typeof record?.venue === 'string' ? record.venue : undefined} />;
}
