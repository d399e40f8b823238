import type { RaRecord } from 'react-admin';
import type { VenueSummary } from './SelectedVenueContext';

export function toVenueSummary(record: RaRecord): VenueSummary {
  return { id: String(record.id), name: String(record.name ?? record.id), readableId: record.readableId ? String(record.readableId) : undefined };
}
