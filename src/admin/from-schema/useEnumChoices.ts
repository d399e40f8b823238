import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';

/**
 * Choices of an enum property with translated labels: `resources.<entity>.enums.<field>.<value>`
 * first, then the shared `enums.<field>.<value>` (countries, currencies, ... used by several
 * entities), then the stored value itself (codes like `GmbH` or `chf` read fine).
 */
export function useEnumChoices(entity: Entity) {
  const translate = useTranslate();
  return useCallback(
    (field: string, values: readonly (string | number)[]) => {
      const name = field.slice(field.lastIndexOf('.') + 1);
      return values.map((value) => ({
        id: value,
        name: translate(`resources.${entity.id}.enums.${name}.${value}`, {
          _: translate(`enums.${name}.${value}`, { _: String(value).replace(/_/g, ' ') }),
        }),
      }));
    },
    [entity.id, translate],
  );
}
