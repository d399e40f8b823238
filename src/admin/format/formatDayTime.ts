const pad = (n: number) => String(n).padStart(2, '0');

/** Spec part 1 §2: "DD.MM.YYYY HH:mm" in the browser's time zone, whatever the language. */
export function formatDayTime(date: string | number | Date): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of an `<input type="datetime-local">` for a date (local time, minutes). */
export function toDateTimeLocal(date: string | number | Date): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
