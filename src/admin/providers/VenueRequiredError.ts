/**
 * Thrown before a call whose path needs `{venue}` when none is selected and none was passed in
 * `meta.venue`: the shell can catch it by name and open the venue selector instead of sending a
 * request to a wrong URL.
 */
export class VenueRequiredError extends Error {
  readonly resource: string;

  constructor(resource: string) {
    super(`"${resource}" works on one venue: select a venue first (or pass meta.venue / params.venue).`);
    this.name = 'VenueRequiredError';
    this.resource = resource;
    Object.setPrototypeOf(this, VenueRequiredError.prototype);
  }
}
