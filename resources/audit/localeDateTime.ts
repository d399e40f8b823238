/**
 * A date and time in the interface's language (not the browser's), 24-hour clock as the spec's
 * time format asks: "31.12.2024, 14:05" in German, "31/12/2024 14:05" in French.
 */
export function localeDateTime(value: unknown, locale: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
}
