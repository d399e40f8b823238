/**
 * Server rule messages the spec words exactly (part 2 §8) and the admin shows in the user's
 * language: the English text the server sends → its catalogue key. Other server messages are
 * shown as sent.
 */
const KEYS: Record<string, string> = {
  // src/server/entities/option/requiredOptionRule.ts (a test keeps the two texts equal)
  'This option group is required. At least 1 option article needs to be visible': 'foodcardUi.optionGroupRequired',
  // src/server/entities/venue/venueRoutes.ts GPS_NOT_FOUND (spec part 1 §8; same test)
  'GPS position for provided address was not found. Please change the address or enter gps coordinates manually.': 'app.gpsNotFound',
};

export function serverMessageKey(message: string): string {
  return KEYS[message] ?? message;
}

/** The first field message of a failed call (422 `errors: [{ path, message }]`) as a catalogue key, if any. */
export function fieldErrorKey(error: unknown): { key: string; text: string } | null {
  const list = (error as { body?: { fieldErrors?: { message?: unknown }[] } })?.body?.fieldErrors;
  const text = Array.isArray(list) && typeof list[0]?.message === 'string' ? list[0].message : null;
  return text ? { key: serverMessageKey(text), text } : null;
}
