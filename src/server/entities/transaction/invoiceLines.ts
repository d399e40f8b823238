import { parseMinor } from '../../../core/money';
import type { InvoiceFigures } from './invoiceFigures';

/** Setup fees shown on invoices (spec part 2 §9: 99 and 49 euros), in cents. */
export const SETUP_FEES = { full: 9900, reduced: 4900 } as const;
export type SetupFee = keyof typeof SETUP_FEES | 'none';

/**
 * Devices sold with an invoice (spec §9: printer tablet prices 319+8, 200+8, 230+8 euros): the
 * device price plus 8 euros shipping each, in cents.
 */
export const DEVICES = {
  tabletWithPrinter: { price: 31900, shipping: 800 },
  tablet: { price: 20000, shipping: 800 },
  printer: { price: 23000, shipping: 800 },
} as const;
export type DeviceKind = keyof typeof DEVICES;

export interface InvoiceLine {
  label: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** VAT on the platform's fees (German VAT); invoice lines are gross, VAT is the share they contain. */
export const VAT_RATE = 19;

/** `amount * bp / 10000`, rounded half up, in integers only (bp: hundredths of a percent). */
export function shareHalfUp(amount: number, bp: number): number {
  const n = BigInt(amount) * BigInt(bp);
  const q = n / 10000n;
  const r = n % 10000n;
  return Number(r * 2n >= 10000n ? q + 1n : q);
}

/** The VAT contained in a gross amount at VAT_RATE, half up: gross * 19 / 119. */
export function vatOf(gross: number): number {
  const n = BigInt(gross) * BigInt(VAT_RATE);
  const d = BigInt(100 + VAT_RATE);
  const q = n / d;
  return Number((n % d) * 2n >= d ? q + 1n : q);
}

export interface LineOptions {
  setupFee?: SetupFee;
  devices?: readonly { kind: DeviceKind; quantity: number }[];
}

/**
 * The lines of a venue's monthly invoice: the provision (venue.provisionRate percent of the
 * revenue, tips excluded, half up), the fixed provision per order (venue.provisionFixedRate), the
 * setup fee and devices asked for. Every amount in integer minor units.
 */
export function invoiceLines(venue: { provisionRate?: unknown; provisionFixedRate?: unknown }, f: InvoiceFigures, opts: LineOptions = {}): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const bp = parseMinor(venue.provisionRate ?? 0) ?? 0;
  if (bp > 0 && f.revenue > 0) {
    const total = shareHalfUp(f.revenue, bp);
    lines.push({ label: 'provision', quantity: 1, unitPrice: total, total });
  }
  const fixed = parseMinor(venue.provisionFixedRate ?? 0) ?? 0;
  if (fixed > 0 && f.orders > 0) lines.push({ label: 'provisionFixed', quantity: f.orders, unitPrice: fixed, total: fixed * f.orders });
  if (opts.setupFee && opts.setupFee !== 'none') {
    const fee = SETUP_FEES[opts.setupFee];
    lines.push({ label: `setupFee.${opts.setupFee}`, quantity: 1, unitPrice: fee, total: fee });
  }
  for (const d of opts.devices ?? []) {
    const dev = DEVICES[d.kind];
    lines.push({ label: `device.${d.kind}`, quantity: d.quantity, unitPrice: dev.price, total: dev.price * d.quantity });
    lines.push({ label: 'device.shipping', quantity: d.quantity, unitPrice: dev.shipping, total: dev.shipping * d.quantity });
  }
  return lines;
}
