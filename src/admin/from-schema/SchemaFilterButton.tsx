import { useEffect, useRef } from 'react';
import { FilterButton, FilterContext } from 'react-admin';
import type { Entity } from '../../core/registry';
import { useSchemaFilters } from './useSchemaFilters';

/**
 * react-admin's filter menu (the entity's filters and the user's saved queries), loaded on the
 * first click of DeferredFilterButton; `openOnMount` opens it at once, so that click is not lost.
 */
export function SchemaFilterButton({ entity, openOnMount = false }: { entity: Entity; openOnMount?: boolean }) {
  const filters = useSchemaFilters(entity, false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    const button = box.current?.querySelector('button');
    // Focused first: closing the menu returns the focus to this button, not to the page.
    button?.focus();
    button?.click();
    // Only the mount opens it; later renders are the user's.
  }, []);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <FilterContext.Provider value={filters}>
        <FilterButton />
      </FilterContext.Provider>
    </span>
  );
}
