import { registry } from '../registry';
import { resourceName } from '../resourceNames';

const venue = registry.get('venue');
if (!venue) throw new Error('schemas/venue.ts is missing: the shell needs the venue entity for the venue selector.');

/** react-admin resource name of venues (the shell's selector and toolbar read it). */
export const VENUE_RESOURCE = resourceName(venue);
