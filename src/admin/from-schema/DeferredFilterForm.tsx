import { Suspense } from 'react';
import { useListContext } from 'react-admin';
import type { Entity } from '../../core/registry';
import { lazyRetry } from '../recovery/lazyRetry';

const SchemaFilterForm = lazyRetry(() => import('./SchemaFilterForm').then((m) => ({ default: m.SchemaFilterForm })));

/**
 * The inputs of the filters beside the search box, loaded (with the form library) once the list
 * shows one: added from the filter menu, or set by a saved query, a link or the stored list state.
 */
export function DeferredFilterForm({ entity }: { entity: Entity }) {
  const { displayedFilters = {}, filterValues } = useListContext();
  const shown = Object.keys(displayedFilters).some((k) => k !== 'q' && displayedFilters[k]) || Object.keys(filterValues).some((k) => k !== 'q');
  return shown ? <Suspense fallback={null}><SchemaFilterForm entity={entity} /></Suspense> : null;
}
