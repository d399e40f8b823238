import { use, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { humanize } from '../../src/admin/from-schema/humanize';
import { loadAllCatalogueParts } from '../../src/admin/i18n/loadI18nProvider';
import { registry } from '../../src/admin/registry';

/**
 * Readable names for an entry's action and resource: the audit catalogue's action names, then
 * the resource's own button label for an x-action (`resources.<entity>.actions.<name>`), then
 * the humanized name; the resource is the entity's singular name.
 */
export function useAuditLabels() {
  // the entries name the actions of any entity: their texts are not in the core catalogue
  use(loadAllCatalogueParts());
  const translate = useTranslate();
  const action = useCallback(
    (name: string, resource?: string) =>
      translate(`screens.audit.actions.${name}`, {
        _: resource ? translate(`resources.${resource}.actions.${name}`, { _: humanize(name) }) : humanize(name),
      }),
    [translate],
  );
  const resource = useCallback(
    (id: string) => translate(`resources.${id}.name`, { smart_count: 1, _: registry.get(id)?.def.title ?? humanize(id) }),
    [translate],
  );
  return { action, resource };
}
