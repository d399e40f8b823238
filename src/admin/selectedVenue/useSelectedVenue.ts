import { useContext } from 'react';
import { SelectedVenueContext, type SelectedVenueState } from './SelectedVenueContext';

export function useSelectedVenue(): SelectedVenueState {
  return useContext(SelectedVenueContext);
}
