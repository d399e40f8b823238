/**
 * The LIKE pattern that finds `text` as a substring, with LIKE's own characters (\, %, _)
 * escaped for `escape '\'`: every search condition built from a user's query uses it.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
