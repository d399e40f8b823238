import { describe, expect, it } from 'vitest';
import { referenceVenue } from './referenceVenue';

describe('the venue a venue-bound reference input reads below', () => {
  it('offers nothing on a venue being created, whatever venue the toolbar has, and says why', () => {
    expect(referenceVenue({ readsByVenue: true, owner: 'venue', record: {}, selectedVenue: null })).toEqual({ unavailable: 'app.venue.refAfterSave' });
    // another venue's trade groups are not this new venue's
    expect(referenceVenue({ readsByVenue: true, owner: 'venue', record: undefined, selectedVenue: 'v1' })).toEqual({ unavailable: 'app.venue.refAfterSave' });
    expect(referenceVenue({ readsByVenue: true, owner: 'venue', record: { id: 'v2' }, selectedVenue: 'v1' })).toEqual({ venue: 'v2' });
  });

  it("reads below the record's venue, else the active one, else asks for a venue instead of failing", () => {
    expect(referenceVenue({ readsByVenue: true, owner: 'article', record: { venue: 'v2' }, selectedVenue: 'v1' })).toEqual({ venue: 'v2' });
    expect(referenceVenue({ readsByVenue: true, owner: 'article', record: {}, selectedVenue: 'v1' })).toEqual({ venue: 'v1' });
    expect(referenceVenue({ readsByVenue: true, owner: 'article', record: {}, selectedVenue: null })).toEqual({ unavailable: 'app.venue.refNeedsVenue' });
    expect(referenceVenue({ readsByVenue: false, owner: 'venue', record: {}, selectedVenue: null })).toEqual({});
  });
});
