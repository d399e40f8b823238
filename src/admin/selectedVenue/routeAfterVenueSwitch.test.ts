import { describe, expect, it } from 'vitest';
import { routeAfterVenueSwitch } from './routeAfterVenueSwitch';

describe('routeAfterVenueSwitch', () => {
  it('leaves create and edit screens of venue-bound records for their list', () => {
    expect(routeAfterVenueSwitch('/table/abc/edit', 'v2')).toBe('/table');
    expect(routeAfterVenueSwitch('/table/create', 'v2')).toBe('/table');
  });

  it("leaves another venue's edit screen, not the selected venue's own", () => {
    expect(routeAfterVenueSwitch('/venue/v1/edit', 'v2')).toBe('/venue');
    expect(routeAfterVenueSwitch('/venue/v2/edit', 'v2')).toBeNull();
  });

  it('stays on lists and on screens of entities not bound to a venue', () => {
    expect(routeAfterVenueSwitch('/table', 'v2')).toBeNull();
    expect(routeAfterVenueSwitch('/role/r1/edit', 'v2')).toBeNull();
    expect(routeAfterVenueSwitch('/home', 'v2')).toBeNull();
  });
});
