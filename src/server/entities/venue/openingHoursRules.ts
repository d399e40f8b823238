import { RULE_MESSAGES, ruleError, type FieldError } from '../../errors';

/** Spec part 1 §5, the sentences the API answers. */
export const SPECIAL_WITHOUT_REGULAR = RULE_MESSAGES.specialWithoutRegular;
export const OPENING_HOURS_NEEDED = RULE_MESSAGES.openingHoursNeeded;
export const DELIVERY_HOURS_NEEDED = RULE_MESSAGES.deliveryHoursNeeded;
export const RANGE_ORDER = RULE_MESSAGES.rangeOrder;

interface Range {
  from?: unknown;
  to?: unknown;
}

interface Hours {
  regular?: Record<string, Range[] | undefined>;
  special?: { hours?: Range[] }[];
}

/** True when the regular weekly hours hold at least one interval. */
export function hasRegularHours(hours: unknown): boolean {
  const regular = (hours as Hours | null | undefined)?.regular;
  if (!regular || typeof regular !== 'object') return false;
  return Object.values(regular).some((day) => Array.isArray(day) && day.length > 0);
}

const minutesOf = (t: unknown): number | null => {
  const m = typeof t === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(t) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Field errors of one opening-hours value (`field` is `openingHours` or `deliveryHours`):
 * special hours need regular hours, and every range runs forwards within the day.
 */
export function openingHoursErrors(field: string, hours: unknown): FieldError[] {
  if (!hours || typeof hours !== 'object') return [];
  const h = hours as Hours;
  const errors: FieldError[] = [];
  if (Array.isArray(h.special) && h.special.length > 0 && !hasRegularHours(h)) {
    errors.push(ruleError(`${field}.special`, 'specialWithoutRegular'));
  }
  const checkRanges = (ranges: unknown, path: string) => {
    if (!Array.isArray(ranges)) return;
    ranges.forEach((r: Range, i) => {
      const from = minutesOf(r?.from);
      const to = minutesOf(r?.to);
      if (from !== null && to !== null && from >= to) errors.push(ruleError(`${path}.${i}.to`, 'rangeOrder'));
    });
  };
  for (const [day, ranges] of Object.entries(h.regular ?? {})) checkRanges(ranges, `${field}.regular.${day}`);
  (h.special ?? []).forEach((s, i) => checkRanges(s?.hours, `${field}.special.${i}.hours`));
  return errors;
}

/** What publishing needs (spec: "Please set opening hours first!"; delivery hours likewise). */
export function publishErrors(venue: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (!hasRegularHours(venue.openingHours)) errors.push(ruleError('openingHours', 'openingHoursNeeded'));
  if (venue.deliveryEnabled === true && !hasRegularHours(venue.deliveryHours)) errors.push(ruleError('deliveryHours', 'deliveryHoursNeeded'));
  return errors;
}
