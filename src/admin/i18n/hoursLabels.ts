import { weekdays } from '../../../schemas/_fragments/opening-hours';

export interface HoursWords {
  regular: string;
  special: string;
  date: string;
  occasion: string;
  dayOff: string;
  hours: string;
  from: string;
  to: string;
  closed: string;
  days: Record<(typeof weekdays)[number], string>;
}

/**
 * Labels of an opening-hours value (schemas/_fragments/opening-hours.ts) below `prefix`, as the
 * flat dotted keys fieldLabelPaths() lists. Shared because venues have two such fields and part
 * 2 entities (screensavers) reuse the fragment.
 */
export function hoursLabels(prefix: string, title: string, w: HoursWords): Record<string, string> {
  const out: Record<string, string> = {
    [prefix]: title,
    [`${prefix}.regular`]: w.regular,
    [`${prefix}.special`]: w.special,
    [`${prefix}.special.date`]: w.date,
    [`${prefix}.special.name`]: w.occasion,
    [`${prefix}.special.closed`]: w.dayOff,
    [`${prefix}.special.hours`]: w.hours,
    [`${prefix}.special.hours.from`]: w.from,
    [`${prefix}.special.hours.to`]: w.to,
    [`${prefix}.closed`]: w.closed,
  };
  for (const day of weekdays) {
    out[`${prefix}.regular.${day}`] = w.days[day];
    out[`${prefix}.regular.${day}.from`] = w.from;
    out[`${prefix}.regular.${day}.to`] = w.to;
  }
  return out;
}
