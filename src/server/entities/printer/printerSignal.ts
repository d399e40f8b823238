import type { PrinterDoc } from '../../../core/entityTypes';

/** Spec part 1 §9: a printer is online while its last heartbeat is at most 5 minutes old. */
export const PRINTER_ONLINE_MS = 5 * 60_000;

/** The printer's computed `lastSignal`, as its schema declares it. */
export type PrinterSignal = NonNullable<PrinterDoc['lastSignal']>;

export function printerSignal(heartbeat: string | null | undefined, now = Date.now()): PrinterSignal {
  if (!heartbeat) return { isOnline: false, date: null, minutesAgo: null };
  const age = now - Date.parse(heartbeat);
  return { isOnline: age >= 0 && age <= PRINTER_ONLINE_MS, date: heartbeat, minutesAgo: Math.max(0, Math.floor(age / 60_000)) };
}
