import type { Location } from 'react-router-dom';

/** The smallest part of a data router this needs: its current location and its changes. */
interface LocationSource {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

let current: string | undefined;
let previous: string | undefined;

const pathOf = (l: Location) => `${l.pathname}${l.search}`;

/**
 * Follows the router's locations so a screen can tell where the user came from (a create screen
 * returns there after saving). Only a change of screen counts: a new search on the same path (a
 * list's filter, a form's tab) updates the current entry rather than becoming "previous".
 */
export function trackLocations(router: LocationSource): void {
  current = pathOf(router.state.location);
  router.subscribe(({ location }) => {
    const next = pathOf(location);
    if (next === current) return;
    if (current && location.pathname !== current.split('?')[0]) previous = current;
    current = next;
  });
}

/** The in-app screen (path and search) shown before the current one; undefined on a first visit. */
export function previousLocation(): string | undefined {
  return previous;
}
