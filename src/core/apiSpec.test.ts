import { describe, expect, it } from 'vitest';
import { parseCall } from './apiSpec';

describe('parseCall', () => {
  it('resolves a call below the base, the base itself, and ../ beside it', () => {
    expect(parseCall('v1/dnd/company', 'POST unique/company-code')).toEqual({ method: 'POST', path: 'v1/dnd/company/unique/company-code' });
    expect(parseCall('v1/dnd/company', 'GET /')).toEqual({ method: 'GET', path: 'v1/dnd/company' });
    expect(parseCall('v1/general/venue', 'POST ../validation/readableId')).toEqual({ method: 'POST', path: 'v1/general/validation/readableId' });
    expect(parseCall('v1/general/venue', 'POST ../../auth/x')).toEqual({ method: 'POST', path: 'v1/auth/x' });
  });

  it('never climbs above the version segment', () => {
    expect(() => parseCall('v1/general', 'POST ../../x')).toThrow(/climbs above the API version/);
  });
});
