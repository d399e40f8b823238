import { sql } from 'kysely';
import { AppError, invalid, ruleError } from '../../errors';
import { allows, type Principal } from '../../access/principal';
import type { Services } from '../../services';
import { venueInScope } from '../../io/venueInScope';
import { invoiceFigures, type InvoiceFigures } from './invoiceFigures';
import { DEVICES, invoiceLines, vatOf, type DeviceKind, type InvoiceLine, type SetupFee } from './invoiceLines';
import { periodOf, type InvoicePeriod } from './invoicePeriod';

/** The figures an invoice call can include (the billing form's "fields"; at least one). */
export const INVOICE_FIELDS = ['orders', 'gross', 'net', 'tips', 'provision', 'fees'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export interface VenueDoc {
  _id: string;
  name?: string;
  customerGroup?: string;
  currency?: string;
  timezone?: string;
  provisionRate?: number;
  provisionFixedRate?: number;
  invoiceReceiverEmail?: string;
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  [k: string]: unknown;
}

export interface InvoiceOptions {
  period: InvoicePeriod;
  fields: InvoiceField[];
  setupFee: SetupFee;
  devices: { kind: DeviceKind; quantity: number }[];
}

export function parseFields(text: unknown): InvoiceField[] {
  if (text === undefined) return [...INVOICE_FIELDS];
  const list = String(text).split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length) throw invalid([ruleError('fields', 'billingFieldRequired')]);
  const bad = list.find((f) => !(INVOICE_FIELDS as readonly string[]).includes(f));
  if (bad) throw new AppError('INVALID_QUERY', { detail: `fields: unknown field ${bad.slice(0, 40)} (${INVOICE_FIELDS.join(', ')})` });
  return [...new Set(list)] as InvoiceField[];
}

export function parseDevices(text: unknown): { kind: DeviceKind; quantity: number }[] {
  if (text === undefined || text === '') return [];
  const counts = new Map<DeviceKind, number>();
  for (const k of String(text).split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!(k in DEVICES)) throw new AppError('INVALID_QUERY', { detail: `devices: unknown device ${k.slice(0, 40)} (${Object.keys(DEVICES).join(', ')})` });
    counts.set(k as DeviceKind, (counts.get(k as DeviceKind) ?? 0) + 1);
  }
  return [...counts].map(([kind, quantity]) => ({ kind, quantity }));
}

export function invoiceOptions(query: Record<string, unknown>, venue: VenueDoc): InvoiceOptions {
  return {
    period: periodOf(query, venue.timezone),
    fields: parseFields(query.fields),
    setupFee: (query.setupFee as SetupFee | undefined) ?? 'none',
    devices: parseDevices(query.devices),
  };
}

/** The venue of a path, read with the caller's rights (another tenant's venue is a 404). */
export async function venueOf(services: Services, p: Principal, id: string): Promise<VenueDoc> {
  return (await venueInScope(services, p, id)) as unknown as VenueDoc;
}

/** A brand's venues the caller may see (the /subway calls: the customer group of the venue in the path). */
export async function brandVenues(services: Services, p: Principal, venue: VenueDoc): Promise<VenueDoc[]> {
  if (!venue.customerGroup) return [venue];
  const rows = await sql<{ _id: string; doc: any }>`select "_id", "doc" from "venue" where "customer_group" = ${venue.customerGroup} and "deleted_at" is null order by "_id"`.execute(services.db.kysely);
  return rows.rows.filter((r) => allows(p.venueIds, r._id)).map((r) => ({ ...(typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc), _id: r._id }));
}

export interface InvoiceData {
  venue: { _id: string; name: string };
  period: InvoicePeriod;
  currency: string;
  fields: InvoiceField[];
  /** only the chosen fields */
  figures: Partial<Record<InvoiceField, number>>;
  lines: InvoiceLine[];
  /** sum of the lines, gross */
  amount: number;
  /** the VAT the amount contains */
  vat: number;
}

export function toInvoiceData(venue: VenueDoc, f: InvoiceFigures, o: InvoiceOptions): InvoiceData {
  const lines = invoiceLines(venue, f, { setupFee: o.setupFee, devices: o.devices });
  const amount = lines.reduce((s, l) => s + l.total, 0);
  const provision = lines.filter((l) => l.label.startsWith('provision')).reduce((s, l) => s + l.total, 0);
  const all: Record<InvoiceField, number> = { orders: f.orders, gross: f.gross, net: f.net, tips: f.tips, provision, fees: amount - provision };
  const figures: Partial<Record<InvoiceField, number>> = {};
  for (const k of o.fields) figures[k] = all[k];
  return { venue: { _id: venue._id, name: venue.name ?? '' }, period: o.period, currency: venue.currency ?? 'euro', fields: o.fields, figures, lines, amount, vat: vatOf(amount) };
}

/** The invoice data of one venue for the query's period (figures aggregated by the database). */
export async function venueInvoice(services: Services, p: Principal, venueId: string, query: Record<string, unknown>): Promise<InvoiceData> {
  const venue = await venueOf(services, p, venueId);
  const o = invoiceOptions(query, venue);
  const figures = (await invoiceFigures(services.db, [venue._id], o.period)).get(venue._id)!;
  return toInvoiceData(venue, figures, o);
}

/** Sums of invoices of one currency: the chosen fields, the amount and its VAT. */
function totalsOf(invoices: readonly InvoiceData[], fields: readonly InvoiceField[]) {
  const totals: Partial<Record<InvoiceField, number>> = {};
  for (const k of fields) totals[k] = invoices.reduce((s, i) => s + (i.figures[k] ?? 0), 0);
  const amount = invoices.reduce((s, i) => s + i.amount, 0);
  return { totals, amount, vat: vatOf(amount) };
}

/**
 * Amounts of different currencies are never added: per currency, its venues' totals (the brand's
 * own currency, the path venue's, first). `totals`/`amount`/`vat` of the brand invoice are its
 * currency's only.
 */
export function totalsByCurrency(invoices: readonly InvoiceData[], fields: readonly InvoiceField[], first: string) {
  const currencies = [...new Set([first, ...invoices.map((i) => i.currency)])].filter((c) => invoices.some((i) => i.currency === c));
  return currencies.map((currency) => {
    const mine = invoices.filter((i) => i.currency === currency);
    return { currency, venues: mine.length, ...totalsOf(mine, fields) };
  });
}

/** The brand-wide invoice: every venue of the venue's customer group in the caller's scope, and the totals per currency. */
export async function brandInvoice(services: Services, p: Principal, venueId: string, query: Record<string, unknown>) {
  const venue = await venueOf(services, p, venueId);
  const o = invoiceOptions(query, venue);
  const venues = await brandVenues(services, p, venue);
  const figures = await invoiceFigures(services.db, venues.map((v) => v._id), o.period);
  // The setup fee and devices belong to the venue of the path, not to every venue of the brand.
  const invoices = venues.map((v) => toInvoiceData(v, figures.get(v._id)!, v._id === venue._id ? o : { ...o, setupFee: 'none', devices: [] }));
  const currency = venue.currency ?? 'euro';
  const byCurrency = totalsByCurrency(invoices, o.fields, currency);
  const own = byCurrency.find((c) => c.currency === currency) ?? { ...totalsOf([], o.fields) };
  return { customerGroup: venue.customerGroup ?? null, period: o.period, currency, fields: o.fields, venues: invoices, totals: own.totals, amount: own.amount, vat: own.vat, byCurrency };
}
