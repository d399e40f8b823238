/**
 * A script chunk that could not be fetched: the connection dropped or a new deployment removed
 * the old chunk. Browsers word it differently (Chromium, Firefox, Safari); Vite's preload helper
 * throws "Unable to preload CSS".
 */
const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERRORS.some((re) => re.test(message));
}
