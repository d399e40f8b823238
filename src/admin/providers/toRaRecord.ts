import type { RaRecord } from 'react-admin';

export type ApiRecord = { _id: string } & Record<string, unknown>;

/**
 * The API's `_id` becomes react-admin's `id`; `_id` stays for screens that show it. The type
 * parameter is react-admin's per-call record type: the wire record is that record, unchecked.
 */
export function toRaRecord<R extends RaRecord = RaRecord>(record: ApiRecord): R {
  return { ...record, id: record._id } as unknown as R;
}
