import type { ReactNode } from 'react';
import type { Entity } from '../../core/registry';
import { useSelectedVenue } from './useSelectedVenue';
import { VenueSelectorDialog } from './VenueSelectorDialog';

/**
 * Screens of entities with x-ui.needsVenue work on the active venue (their API paths hold
 * `{venue}`); without one, the venue selector opens instead of a call to a wrong URL.
 */
export function VenueGate({ entity, children }: { entity: Entity; children: ReactNode }) {
  const { venueId } = useSelectedVenue();
  if (entity.def['x-ui']?.needsVenue && !venueId) return <VenueSelectorDialog />;
  return <>{children}</>;
}
