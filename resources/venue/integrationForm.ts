import { checkoutIntegrationFields } from '../../schemas/_fragments/checkoutIntegration';
import { csvList } from '../../src/core/validators';

export type FieldName = keyof typeof checkoutIntegrationFields;
export const FIELD_NAMES = Object.keys(checkoutIntegrationFields) as FieldName[];
/** what the form's inputs hold: text for text and number inputs, booleans for switches */
export type FormValues = Record<FieldName, string | boolean>;

/** The form's values from a stored payload (absent values as empty inputs). */
export function toFormValues(payload: Record<string, unknown>): FormValues {
  const out = {} as FormValues;
  for (const name of FIELD_NAMES) {
    const v = payload[name];
    out[name] = checkoutIntegrationFields[name].type === 'boolean' ? v === true : v === undefined || v === null ? '' : String(v);
  }
  return out;
}

/**
 * The payload to save: the payload as loaded (keys the form does not show are kept) with the
 * form's values; an empty input removes its key. Errors are catalogue keys by field.
 */
export function toPayload(values: FormValues, loaded: Record<string, unknown>): { payload: Record<string, unknown>; errors: Partial<Record<FieldName, string>> } {
  const payload: Record<string, unknown> = { ...loaded };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const spec = checkoutIntegrationFields[name] as { type: string; format?: string; minimum?: number; maximum?: number };
    const raw = values[name];
    delete payload[name];
    if (spec.type === 'boolean') {
      if (raw === true) payload[name] = true;
      else if (loaded[name] !== undefined) payload[name] = false;
      continue;
    }
    const text = String(raw ?? '').trim();
    if (text === '') continue;
    if (spec.type === 'integer') {
      const n = Number(text);
      if (!Number.isInteger(n) || n < (spec.minimum ?? -Infinity) || n > (spec.maximum ?? Infinity)) errors[name] = 'screens.checkout.invalidMinutes';
      else payload[name] = n;
      continue;
    }
    if (spec.format === 'csvList') {
      const key = csvList(text);
      if (key) errors[name] = key;
    }
    if (spec.format === 'httpUrl' && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text)) errors[name] = 'screens.checkout.invalidUrl';
    payload[name] = text;
  }
  return { payload, errors };
}
