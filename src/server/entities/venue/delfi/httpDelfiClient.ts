import { delfiVenueInfo } from '../../../../../schemas/_fragments/delfiCalls';
import { AppError } from '../../../errors';
import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import { makeAjv } from '../../../validation/makeAjv';
import type { DelfiClient, VenueInfo, VenueInfoFields } from './DelfiClient';

/** Our field ↔ the service's field; amounts travel as integer minor units (cents) there. */
const WIRE = {
  deliveryEnabled: 'delivery_enabled',
  deliveryTime: 'delivery_time_minutes',
  deliveryRadius: 'delivery_radius',
  deliveryPostalCodes: 'postal_codes',
  movDelivery: 'minimum_order_value',
  deliveryFee: 'delivery_fee',
  deliveryFeeTiers: 'fee_tiers',
  contact: 'contact',
} as const satisfies Record<keyof VenueInfoFields, string>;
const AMOUNTS = new Set(['movDelivery', 'deliveryFee']);

const toCents = (v: number) => Math.round(v * 100);
/** cents back to an amount; anything but a whole number of cents is not the service's answer */
function fromCents(v: unknown): number {
  if (!Number.isSafeInteger(v)) throw unexpectedAnswer('DELFI_FAILED');
  return (v as number) / 100;
}

function toWire(fields: VenueInfoFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [ours, theirs] of Object.entries(WIRE) as [keyof VenueInfoFields, string][]) {
    const v = fields[ours];
    if (v === undefined) continue;
    if (AMOUNTS.has(ours)) out[theirs] = toCents(v as number);
    else if (ours === 'deliveryFeeTiers') out[theirs] = (v as { from: number; fee: number }[]).map((t) => ({ from: toCents(t.from), fee: toCents(t.fee) }));
    else out[theirs] = v;
  }
  return out;
}

// The service's answer, mapped to our fields, must pass the very schema our calls answer with.
const answerValid = makeAjv('body').compile(delfiVenueInfo);

/** The service's venue record as our venue info; refuses a record of another venue or of wrong types. */
function fromWire(answer: unknown, venue: string): VenueInfo {
  const a = answer as Record<string, unknown> | null;
  if (typeof a !== 'object' || a === null || Array.isArray(a) || a.venue_id !== venue) throw unexpectedAnswer('DELFI_FAILED');
  const out: Record<string, unknown> = { venue };
  for (const [ours, theirs] of Object.entries(WIRE)) {
    const v = a[theirs];
    // null and absent alike: the service holds no value
    if (v === undefined || v === null) continue;
    if (AMOUNTS.has(ours)) out[ours] = fromCents(v);
    else if (ours === 'deliveryFeeTiers') {
      if (!Array.isArray(v)) throw unexpectedAnswer('DELFI_FAILED');
      out[ours] = v.map((t: { from?: unknown; fee?: unknown } | null) => ({ from: fromCents(t?.from), fee: fromCents(t?.fee) }));
    } else out[ours] = v;
  }
  if (a.updated_at !== undefined && a.updated_at !== null) out.updatedAt = a.updated_at;
  if (!answerValid(out)) throw unexpectedAnswer('DELFI_FAILED');
  return out as VenueInfo;
}

/**
 * The delivery-information service's REST API (JSON, `Authorization: Bearer <key>`):
 * `GET /venues/{venue}` → the venue record, 404 when the service holds none;
 * `POST /venues {venue_id, ...}` → 201 the record; `PATCH /venues/{venue} {...}` → the record.
 * A record is `{venue_id, delivery_enabled, delivery_time_minutes, delivery_radius, postal_codes,
 * minimum_order_value, delivery_fee, fee_tiers: [{from, fee}], contact: {name, phone, email},
 * updated_at}`, amounts in cents. The venue is known there by our venue id.
 */
export function httpDelfiClient(opts: { url: string; key: string; timeoutMs: number }): DelfiClient {
  const base = opts.url.replace(/\/+$/, '');
  const call = (method: string, path: string, body?: unknown) => providerJson(`${base}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${opts.key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }, { failure: 'DELFI_FAILED', timeoutMs: opts.timeoutMs });
  const path = (venue: string) => `/venues/${encodeURIComponent(venue)}`;
  return {
    async get(venue) {
      try {
        return fromWire(await call('GET', path(venue)), venue);
      } catch (err) {
        // the service's "no such venue": nothing registered there yet
        if (err instanceof AppError && err.extra?.providerStatus === 404) return null;
        throw err;
      }
    },
    async create(venue, fields) {
      return fromWire(await call('POST', '/venues', { venue_id: venue, ...toWire(fields) }), venue);
    },
    async update(venue, fields) {
      return fromWire(await call('PATCH', path(venue), toWire(fields)), venue);
    },
  };
}
