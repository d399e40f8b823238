import { zoneOf } from '../../../core/venueTime';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { lastPeriod, type Frequency, type ReportPeriod } from './reportPeriod';
import { reportFile } from './reportFile';
import { REPORT_TEXTS } from './reportTexts';
import { reportVenues } from './reportVenues';

/** Files above this are not attached (relays refuse large mails); the run fails and says so. */
export const REPORT_MAIL_LIMIT = 10 * 1024 * 1024;

/**
 * Makes the file of the last complete period at `now` and mails it to the receivers with the cc,
 * in the report's language, read with its owner's rights (the user who created it). The period is
 * the venue's (the first venue's, for a group or labels) calendar: yesterday, last Monday to
 * Sunday, last month or last year. Answers the period, the zone it was counted in and whether it went out.
 */
export async function runReport(services: Services, report: Record<string, any>, now: Date, opts: { unlessMailed?: boolean } = {}): Promise<{ period: ReportPeriod; zone: string; mailed: boolean }> {
  const owner = report.createdBy ? await services.principals.get(report.createdBy) : null;
  if (!owner) throw new AppError('REPORT_OWNER_GONE');
  const venues = await reportVenues(services.items, services.registry, owner, report);
  const zone = zoneOf(venues[0].timezone);
  const period = lastPeriod(report.frequency as Frequency, now, zone);
  // A period already mailed (by a manual run, or by a process that died before recording it) goes out once.
  if (opts.unlessMailed && report.lastExecuted && report.lastExecuted >= period.to) return { period, zone, mailed: false };
  const file = await reportFile(services, owner, report, venues, period);
  if (file.bytes.length > REPORT_MAIL_LIMIT) throw new AppError('REPORT_TOO_LARGE', { limit: '10 MB' });
  const texts = REPORT_TEXTS[(report.language ?? 'de') as 'de' | 'en' | 'fr'];
  const days = period.firstDay === period.lastDay ? period.firstDay : texts.range(period.firstDay, period.lastDay);
  await services.mailer.send({
    to: report.receiver as string[],
    cc: (report.cc as string[] | undefined) ?? [],
    subject: texts.subject(report.type, days),
    text: texts.body(report.type, days),
    attachments: [{ filename: file.filename, content: file.bytes, contentType: file.contentType }],
  });
  return { period, zone, mailed: true };
}
