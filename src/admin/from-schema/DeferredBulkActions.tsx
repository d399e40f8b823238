import { Suspense, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { lazyRetry } from '../recovery/lazyRetry';

const SchemaBulkActions = lazyRetry(() => import('./SchemaBulkActions').then((m) => ({ default: m.SchemaBulkActions })));

/**
 * The bulk buttons of a generated list, loaded when the first row is selected: a list that is
 * only read (most first visits) does not download them. `children` are an override's own.
 */
export function DeferredBulkActions({ children }: { children?: ReactNode }) {
  const { selectedIds = [] } = useListContext();
  if (!selectedIds.length) return null;
  return (
    <Suspense fallback={null}>
      <SchemaBulkActions>{children}</SchemaBulkActions>
    </Suspense>
  );
}
