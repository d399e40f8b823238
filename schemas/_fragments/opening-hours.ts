/** Keys of the regular weekly hours, Monday first. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** One opening interval, HH:mm (24 h), `from` before `to`: an interval past midnight is split in two. */
export const timeRange = {
  type: 'object',
  properties: {
    from: { type: 'string', format: 'hourMinute', maxLength: 5, 'x-rules': [{ rule: 'timeBefore', target: 'to' }] },
    to: { type: 'string', format: 'hourMinute', maxLength: 5 },
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

/** The intervals of one day; empty means closed that day. */
export const dayHours = { type: 'array', items: timeRange, maxItems: 10 } as const;

/**
 * Opening (or delivery) hours: regular hours per weekday, special hours for given dates
 * (override the weekday; `closed` for a day off), and a flag that closes the venue entirely.
 * "Special hours are not saved without regular hours" (spec part 1 section 5) is checked by the
 * owner's hook: plain JSON Schema cannot say "regular has at least one interval".
 */
export const openingHours = {
  type: 'object',
  properties: {
    regular: {
      type: 'object',
      properties: {
        monday: dayHours,
        tuesday: dayHours,
        wednesday: dayHours,
        thursday: dayHours,
        friday: dayHours,
        saturday: dayHours,
        sunday: dayHours,
      },
      additionalProperties: false,
    },
    special: {
      type: 'array',
      maxItems: 366,
      items: {
        type: 'object',
        properties: {
          date: { type: 'string', format: 'dateOnly', maxLength: 10 },
          name: { type: 'string', maxLength: 200 },
          closed: { type: 'boolean', default: false },
          hours: dayHours,
        },
        required: ['date'],
        additionalProperties: false,
      },
    },
    closed: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;
