import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';
import { humanize } from './humanize';

/**
 * A form or show tab's label: the entity's own (`resources.<id>.tabs.<name>`), the shared tab
 * names (`app.tabs.<name>`), then the field's label, since a nested object gets a tab named after
 * its field (formLayout.ts); the humanized name only when no catalogue has it.
 */
export function useTabLabel(entity: Entity): (name: string) => string {
  const translate = useTranslate();
  return useCallback(
    (name: string) => translate(`resources.${entity.id}.tabs.${name}`, {
      _: translate(`app.tabs.${name}`, { _: translate(`resources.${entity.id}.fields.${name}`, { _: humanize(name) }) }),
    }),
    [entity.id, translate],
  );
}
