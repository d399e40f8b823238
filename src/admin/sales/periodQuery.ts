/** The named periods of the sales and statistics calls (server: src/server/reporting/salesPeriod.ts). */
export const PERIODS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export const GROUP_BY = ['day', 'week', 'month'] as const;
export type PeriodName = (typeof PERIODS)[number];
export type GroupBy = (typeof GROUP_BY)[number];

/** What the period picker holds: a named period, or custom days (YYYY-MM-DD, both included). */
export interface PeriodChoice {
  period: PeriodName;
  from?: string;
  to?: string;
  groupBy: GroupBy;
}

export interface PeriodQuery {
  period: PeriodName;
  from?: string;
  to?: string;
  groupBy: GroupBy;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query of a picker's choice. A named period is sent by name, so the server counts its days on
 * the venue's clock (not the browser's); a custom period sends its days, in order, and is null
 * (nothing asked) until both are valid days.
 */
export function periodQuery(choice: PeriodChoice): PeriodQuery | null {
  if (choice.period !== 'custom') return { period: choice.period, groupBy: choice.groupBy };
  const { from, to } = choice;
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return null;
  const [a, b] = from <= to ? [from, to] : [to, from];
  return { period: 'custom', from: a, to: b, groupBy: choice.groupBy };
}
