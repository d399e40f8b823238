/** The time zone of the reader's device, against which a venue's clock may be mistaken. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
