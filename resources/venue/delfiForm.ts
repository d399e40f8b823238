import { delfiInfoFields } from '../../schemas/_fragments/delfiCalls';
import { email, phone, price } from '../../src/core/validators';

/** The venue info's fields as the calls carry them (schemas/_fragments/delfiCalls.ts). */
export interface VenueInfoFields {
  deliveryEnabled?: boolean;
  deliveryTime?: number;
  deliveryRadius?: number;
  deliveryPostalCodes?: string[];
  movDelivery?: number;
  deliveryFee?: number;
  deliveryFeeTiers?: { from: number; fee: number }[];
  contact?: { name?: string; phone?: string; email?: string };
}

/** What the inputs hold: text for numbers and lists (a comma-separated list of postal codes). */
export interface DelfiFormValues {
  deliveryEnabled: boolean;
  deliveryTime: string;
  deliveryRadius: string;
  deliveryPostalCodes: string;
  movDelivery: string;
  deliveryFee: string;
  tiers: { from: string; fee: string }[];
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The form's values from the service's info, or from the venue's own delivery settings (same names). */
export function toDelfiForm(info: Record<string, unknown> | null | undefined, contactFallback?: { phone?: unknown; email?: unknown }): DelfiFormValues {
  const i = info ?? {};
  const contact = (i.contact ?? {}) as Record<string, unknown>;
  return {
    deliveryEnabled: i.deliveryEnabled === true,
    deliveryTime: text(i.deliveryTime),
    deliveryRadius: text(i.deliveryRadius),
    deliveryPostalCodes: Array.isArray(i.deliveryPostalCodes) ? i.deliveryPostalCodes.join(', ') : '',
    movDelivery: text(i.movDelivery),
    deliveryFee: text(i.deliveryFee),
    tiers: Array.isArray(i.deliveryFeeTiers) ? i.deliveryFeeTiers.map((t: { from?: unknown; fee?: unknown }) => ({ from: text(t.from), fee: text(t.fee) })) : [],
    contactName: text(contact.name),
    contactPhone: text(contact.phone ?? contactFallback?.phone),
    contactEmail: text(contact.email ?? contactFallback?.email),
  };
}

const amount = (raw: string): number | undefined => (price(raw) === null && !raw.startsWith('-') ? Number(raw.replace(',', '.')) : undefined);
const MAX = { deliveryTime: delfiInfoFields.deliveryTime.maximum, deliveryRadius: delfiInfoFields.deliveryRadius.maximum, money: delfiInfoFields.deliveryFee.maximum };

/**
 * The fields to send: every filled input (an empty one is left out, so the service keeps its
 * value). Errors are catalogue keys by input name (tiers as `tiers.<n>`).
 */
export function fromDelfiForm(v: DelfiFormValues): { fields: VenueInfoFields; errors: Record<string, string> } {
  const fields: VenueInfoFields = { deliveryEnabled: v.deliveryEnabled };
  const errors: Record<string, string> = {};
  const time = v.deliveryTime.trim();
  if (time) {
    const n = Number(time);
    if (!Number.isInteger(n) || n < 0 || n > MAX.deliveryTime) errors.deliveryTime = 'app.delfi.invalidMinutes';
    else fields.deliveryTime = n;
  }
  const radius = v.deliveryRadius.trim().replace(',', '.');
  if (radius) {
    const n = Number(radius);
    if (!Number.isFinite(n) || n < 0 || n > MAX.deliveryRadius) errors.deliveryRadius = 'app.delfi.invalidNumber';
    else fields.deliveryRadius = n;
  }
  for (const name of ['movDelivery', 'deliveryFee'] as const) {
    const raw = v[name].trim();
    if (!raw) continue;
    const n = amount(raw);
    if (n === undefined || n > MAX.money) errors[name] = 'validation.price';
    else fields[name] = n;
  }
  const codes = v.deliveryPostalCodes.split(/[,\s]+/).map((c) => c.trim()).filter(Boolean);
  if (codes.some((c) => c.length > 20)) errors.deliveryPostalCodes = 'app.delfi.invalidPostalCode';
  else if (codes.length) fields.deliveryPostalCodes = [...new Set(codes)];
  const tiers: { from: number; fee: number }[] = [];
  v.tiers.forEach((t, n) => {
    if (!t.from.trim() && !t.fee.trim()) return;
    const from = amount(t.from.trim());
    const fee = amount(t.fee.trim());
    if (from === undefined || fee === undefined || from > MAX.money || fee > MAX.money) errors[`tiers.${n}`] = 'validation.price';
    else tiers.push({ from, fee });
  });
  if (tiers.length) fields.deliveryFeeTiers = tiers;
  const contact: NonNullable<VenueInfoFields['contact']> = {};
  if (v.contactName.trim()) contact.name = v.contactName.trim().slice(0, 200);
  if (v.contactPhone.trim()) {
    const key = phone(v.contactPhone.trim());
    if (key) errors.contactPhone = key;
    else contact.phone = v.contactPhone.trim();
  }
  if (v.contactEmail.trim()) {
    const key = email(v.contactEmail.trim());
    if (key) errors.contactEmail = key;
    else contact.email = v.contactEmail.trim();
  }
  if (Object.keys(contact).length) fields.contact = contact;
  return { fields, errors };
}

/** The form with the venue's own delivery settings taken over (same names); what the venue lacks stays as entered. */
export function withVenueSettings(values: DelfiFormValues, venue: Record<string, unknown>): DelfiFormValues {
  const own = toDelfiForm(venue, venue);
  return {
    ...own,
    deliveryTime: values.deliveryTime,
    contactName: values.contactName,
    contactPhone: own.contactPhone || values.contactPhone,
    contactEmail: own.contactEmail || values.contactEmail,
  };
}
