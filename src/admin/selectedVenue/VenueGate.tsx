import { Suspense, type ReactNode } from 'react';
import type { Entity } from '../../core/registry';
import { lazyRetry } from '../recovery/lazyRetry';
import { useSelectedVenue } from './useSelectedVenue';

// Loaded when a screen first asks for a venue: most screens, and every screen once one is chosen, never show it.
const VenueSelectorDialog = lazyRetry(() => import('./VenueSelectorDialog').then((m) => ({ default: m.VenueSelectorDialog })));

/**
 * Screens of entities with x-ui.needsVenue (or pages that say `needsVenue`: /sales, /analytics)
 * work on the active venue (their API paths hold `{venue}`); without one, the venue selector
 * opens instead of a call to a wrong URL.
 */
export function VenueGate({ entity, needsVenue, children }: { entity?: Entity; needsVenue?: boolean; children: ReactNode }) {
  const { venueId } = useSelectedVenue();
  if ((needsVenue ?? entity?.def['x-ui']?.needsVenue) && !venueId) {
    return (
      <Suspense fallback={null}>
        <VenueSelectorDialog />
      </Suspense>
    );
  }
  return <>{children}</>;
}
