/**
 * Below which venue a reference input reads its venue-bound target (trade groups, print groups,
 * invoices): the edited record's venue (a venue's own id on the venue form), else the toolbar's
 * active venue. Without one the input offers nothing, and says why in the user's language,
 * instead of a call that fails: a venue being created has no such records yet (`afterSave`);
 * another form needs a venue selected first (`needsVenue`).
 */
export type ReferenceVenue = { venue?: string } | { unavailable: 'app.venue.refAfterSave' | 'app.venue.refNeedsVenue' };

export function referenceVenue(options: {
  readsByVenue: boolean;
  /** the form's entity */
  owner: string | undefined;
  record: { id?: unknown; venue?: unknown } | undefined;
  selectedVenue: string | null;
}): ReferenceVenue {
  const { readsByVenue, owner, record, selectedVenue } = options;
  if (!readsByVenue) return {};
  if (owner === 'venue') return record?.id ? { venue: String(record.id) } : { unavailable: 'app.venue.refAfterSave' };
  if (record?.venue) return { venue: String(record.venue) };
  return selectedVenue ? { venue: selectedVenue } : { unavailable: 'app.venue.refNeedsVenue' };
}
