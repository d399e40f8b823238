import type { FromSchema } from 'json-schema-to-ts';
import type { delfiInfoFields, delfiVenueInfo } from '../../../../../schemas/_fragments/delfiCalls';

/** The venue info as our calls carry it (schemas/_fragments/delfiCalls.ts). */
export type VenueInfo = FromSchema<typeof delfiVenueInfo>;
/** Its fields without the venue (a create or update sends these). */
export type VenueInfoFields = FromSchema<{ type: 'object'; properties: typeof delfiInfoFields; additionalProperties: false }>;

/**
 * The outside delivery-information service ("delfi", spec part 1 §7). Every failure (no
 * connection, timeout, refusal, an answer of unexpected shape) throws DELFI_FAILED (502).
 */
export interface DelfiClient {
  /** the service's info of the venue; null when it holds none (it answers 404) */
  get(venue: string): Promise<VenueInfo | null>;
  /** registers the venue with these fields */
  create(venue: string, fields: VenueInfoFields): Promise<VenueInfo>;
  /** changes the fields sent */
  update(venue: string, fields: VenueInfoFields): Promise<VenueInfo>;
}
