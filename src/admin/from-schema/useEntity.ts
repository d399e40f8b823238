import { useResourceContext } from 'react-admin';
import type { Entity } from '../../core/registry';
import { entityOf } from '../resourceNames';
// The full declarations: entityOf() answers them (not the summaries) once this has run.
import '../registry';

/** The registry entity of the surrounding react-admin resource. */
export function useEntity(): Entity {
  const resource = useResourceContext();
  const entity = entityOf(resource);
  if (!entity) throw new Error(`No schema for resource "${resource}": add schemas/${resource}.ts or render this view inside its <Resource>.`);
  return entity;
}
