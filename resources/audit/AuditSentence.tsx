import { Fragment, Suspense } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { refTarget } from '../../src/admin/from-schema/refTarget';
import { registry } from '../../src/admin/registry';
import { AuditTitle } from './AuditTitle';
import { auditSentence, TITLE } from './auditSentence';
import { useAuditLabels } from './useAuditLabels';

/** Whether the records of an entity have a title to name them by (maintenance has none). */
function hasTitle(resource: string): boolean {
  if (!registry.get(resource)) return false;
  return refTarget({ 'x-ref': resource, format: 'objectId' })!.titleField !== 'id';
}

function Sentence() {
  const record = useRecordContext();
  const labels = useAuditLabels();
  const translate = useTranslate();
  const locale = useLocale();
  const resource = String(record?.resource ?? '');
  const titled = (record?.title !== undefined && record?.title !== null) || hasTitle(resource);
  const parts = auditSentence({ action: record?.action, resource, actorName: record?.actorName, changes: record?.changes }, { translate, action: labels.action, resource: labels.resource, locale, titled });
  return (
    <span data-testid="audit-sentence">
      {parts.map((part, i) => (part === TITLE ? <AuditTitle key={i} /> : <Fragment key={i}>{part}</Fragment>))}
    </span>
  );
}

/**
 * The entry in the list's record context as one sentence, the record's title a link to it. A
 * sentence waiting for its entity's declaration waits alone, not the whole list.
 */
export function AuditSentence() {
  return (
    <Suspense fallback={null}>
      <Sentence />
    </Suspense>
  );
}
