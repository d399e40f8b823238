import { enums } from './enums';

/**
 * Postal address and position. `addressProperties` is spread flat into records that store the
 * address at top level (venue); `address` is the same as a nested object.
 */
export const addressProperties = {
  street: { type: 'string', maxLength: 200 },
  number: { type: 'string', maxLength: 20 },
  postalCode: { type: 'string', maxLength: 20 },
  /** "Postal codes are entered together with a city" (spec part 1 §5) */
  city: { type: 'string', maxLength: 100, 'x-rules': [{ rule: 'requiredWith', target: 'postalCode' }] },
  country: { type: 'string', enum: enums.countries },
  federalState: { type: 'string', maxLength: 100 },
  /** Found by the server's GPS lookup; entered by hand when the lookup fails. */
  latitude: { type: 'number', minimum: -90, maximum: 90 },
  longitude: { type: 'number', minimum: -180, maximum: 180 },
} as const;

export const address = {
  type: 'object',
  properties: addressProperties,
  additionalProperties: false,
} as const;
