import { useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';

/** `resources.<entity>.name` (plural by smart_count), falling back to the schema's title. */
export function useEntityLabel(entity: Entity, count = 2): string {
  const translate = useTranslate();
  return translate(`resources.${entity.id}.name`, { smart_count: count, _: entity.def.title });
}
