import { useLocaleState, useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';
import { recordTitle } from './recordTitle';
import { useEntityLabel } from './useEntityLabel';
import { useEnumLabel } from './useEnumLabel';

export type SavedKind = 'created' | 'updated' | 'deleted';

/**
 * The toast text after a write, naming the record: `Article "Classic burger" saved` rather than
 * react-admin's "Element updated", so a user who saved several records in a row knows which one.
 */
export function useSavedNotice(entity: Entity): (kind: SavedKind, record: Record<string, unknown> | undefined) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = useEntityLabel(entity, 1);
  const enumLabel = useEnumLabel(entity);
  return (kind, record) => translate(`app.saved.${kind}`, { entity: name, title: recordTitle(entity, record, locale, enumLabel) });
}
