import { useCallback } from 'react';
import type { Entity } from '../../core/registry';
import { useEnumChoices } from './useEnumChoices';

/** The label of one value of an enum property, as its choices name it (useEnumChoices). */
export function useEnumLabel(entity: Entity): (field: string, value: string) => string {
  const choices = useEnumChoices(entity);
  return useCallback((field: string, value: string) => String(choices(field, [value])[0].name), [choices]);
}
