import { timeText, zoneSuffix, type DateTimeOptions } from './formatDateTime';
import { toInstant } from './toInstant';

/** The time of an instant on the zone's clock, 24 hours, named like formatDateTime: "05:39 MEZ". */
export function formatTime(value: unknown, locale: string, zone: string, options: DateTimeOptions = {}): string {
  const d = toInstant(value);
  return d ? `${timeText(d, locale, zone, options.seconds)}${zoneSuffix(d, locale, zone, options)}` : '';
}
