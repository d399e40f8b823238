import { Suspense, useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, extractValidSavedQueries, useListContext, useResourceContext, useSavedQueries } from 'react-admin';
import type { Entity } from '../../core/registry';
import { lazyRetry } from '../recovery/lazyRetry';
import { hasTogglableFilters } from './schemaFilterFields';

const SchemaFilterButton = lazyRetry(() => import('./SchemaFilterButton').then((m) => ({ default: m.SchemaFilterButton })));

/**
 * The list's "Add filter" button. It looks and shows like react-admin's FilterButton (there are
 * filters to add, saved queries, or a query to save), but the menu, its inputs and the form
 * library behind them load on the first click, so the first list page does not download them.
 */
export function DeferredFilterButton({ entity }: { entity: Entity }) {
  const [wanted, setWanted] = useState(false);
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  const [savedQueries] = useSavedQueries(resource ?? '');
  const placeholder = (
    <Button className="add-filter" label="ra.action.add_filter" aria-haspopup="true" onClick={() => setWanted(true)}>
      <FilterListIcon />
    </Button>
  );
  // While the menu loads the button stays where it is (a boundary of its own: the list does not
  // fall back to its loading state).
  if (wanted) return <Suspense fallback={placeholder}><SchemaFilterButton entity={entity} openOnMount /></Suspense>;
  const show = hasTogglableFilters(entity) || extractValidSavedQueries(savedQueries).length > 0 || Object.keys(filterValues).length > 0;
  return show ? placeholder : null;
}
