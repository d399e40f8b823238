import { FilterContext, FilterForm } from 'react-admin';
import type { Entity } from '../../core/registry';
import { useSchemaFilters } from './useSchemaFilters';

/**
 * The inputs of the filters a user added (react-admin's filter form, with its form library),
 * loaded only once a list has such a filter: DeferredFilterForm.
 */
export function SchemaFilterForm({ entity }: { entity: Entity }) {
  const filters = useSchemaFilters(entity, false);
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
    </FilterContext.Provider>
  );
}
