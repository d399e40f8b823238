import type { DownloadJob } from './jobOutcome';

/** A job record of the API (`_id`) or of the data provider (`id`) as the tray keeps it. */
export function toDownloadJob(record: Record<string, unknown>): DownloadJob {
  return {
    id: String(record.id ?? record._id),
    handler: String(record.handler ?? ''),
    status: (record.status as DownloadJob['status']) ?? 'created',
    progress: typeof record.progress === 'number' ? record.progress : undefined,
    file: typeof record.file === 'string' ? record.file : undefined,
    createdAt: String(record.createdAt ?? new Date().toISOString()),
    startedAt: typeof record.startedAt === 'string' ? record.startedAt : undefined,
    timeout: typeof record.timeout === 'number' ? record.timeout : undefined,
  };
}
