import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { VenueEditActions } from './VenueEditActions';

/** The generated venue edit screen with the lifecycle buttons in its top toolbar. */
export function VenueEdit() {
  return <SchemaEdit actions={<VenueEditActions />} />;
}
