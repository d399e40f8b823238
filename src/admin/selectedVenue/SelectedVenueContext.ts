import { createContext } from 'react';

/** What the shell shows of the active venue (toolbar, selector). */
export interface VenueSummary {
  id: string;
  name: string;
  /** the venue's short id */
  readableId?: string;
}

export interface SelectedVenueState {
  /** id from the session cookie, known before the venue's name has loaded */
  venueId: string | null;
  venue: VenueSummary | null;
  /** selects (or with null clears) the active venue; persisted through the session store */
  select: (venue: VenueSummary | null) => void;
}

export const SelectedVenueContext = createContext<SelectedVenueState>({
  venueId: null,
  venue: null,
  select: () => {
    throw new Error('useSelectedVenue() needs <SelectedVenueProvider> above it (App.tsx renders one inside <Admin>).');
  },
});
