/**
 * Lower case without diacritics, how searches compare text on the server and in the admin:
 * "Crème brûlée" → "creme brulee", "Soße" → "sosse".
 */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss');
}
