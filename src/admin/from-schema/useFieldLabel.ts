import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';
import { humanize } from './humanize';

/**
 * Labels are looked up by entity id (`resources.<entity>.fields.<path>`), not by react-admin's
 * resource name, which is the route and differs for some entities (audit → auditing). The
 * humanized field name is the fallback, so a missing catalogue entry never shows a raw key.
 */
export function useFieldLabel(entity: Entity) {
  const translate = useTranslate();
  return useCallback(
    (path: string) => {
      const dotted = path.replace(/\.\d+(\.|$)/g, '$1');
      const last = dotted.slice(dotted.lastIndexOf('.') + 1);
      return translate(`resources.${entity.id}.fields.${dotted}`, { _: humanize(last) });
    },
    [entity.id, translate],
  );
}
