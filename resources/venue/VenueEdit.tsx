import { VenueFullEdit } from './VenueForm';
import { VenueEditActions } from './VenueEditActions';

/** The venue edit screen (generated tabs, GPS lookup, checkout integration) with the lifecycle buttons in its top toolbar. */
export function VenueEdit() {
  return <VenueFullEdit actions={<VenueEditActions />} />;
}
