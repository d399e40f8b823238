import { checkAccess } from '../../../core/permissions';
import { zoneOf } from '../../../core/venueTime';
import { allows, type Principal } from '../../access/principal';
import { defineHooks } from '../../crud/EntityHooks';
import type { HookContext } from '../../crud/EntityHooks';
import { AppError, invalid, ruleError } from '../../errors';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { nextRunAfter, type Frequency } from './reportPeriod';
import { reportScheduler, writeRunState } from './reportScheduler';
import { reportVenues } from './reportVenues';
import { runReport } from './runReport';

/** Extended reports split the figures by venue (the reporting flavor): they need its permission. */
function assertFlavor(p: Principal, flavor: unknown): void {
  if (flavor === 'extended' && !checkAccess(p, 'reporting.flavor')) throw new AppError('FORBIDDEN', { permission: 'reporting.flavor' });
}

/** The next run of a report as it will be (venues read with the writer's rights, in the transaction). */
async function nextRunOf(ctx: HookContext, report: Record<string, any>): Promise<string> {
  // Another tenant's venue or group is refused as the items service would, before it is read.
  if (report.venue) assertVenueAllowed(ctx.principal, report.venue);
  if (report.customerGroup && !allows(ctx.principal.groupIds, report.customerGroup)) throw invalid([ruleError('customerGroup', 'customerGroupNotYours')]);
  const target = { ...report, customerGroup: report.customerGroup ?? (report.venue || report.venueLabels?.length ? undefined : ctx.principal.customerGroup) };
  const venues = await reportVenues(ctx.items, ctx.services.registry, ctx.principal, target);
  return nextRunAfter(report.frequency as Frequency, new Date(), zoneOf(venues[0].timezone));
}

const SCHEDULE_FIELDS = ['frequency', 'venue', 'customerGroup', 'venueLabels', 'active'] as const;

/**
 * Automated reports run with their creator's rights (createdBy), so a report never shows what its
 * owner could not see; the scheduler (reportScheduler) runs them in the background of every
 * server process, each due report once.
 */
const hooks = defineHooks('automatedReport', {
  async beforeCreate(ctx, data) {
    assertFlavor(ctx.principal, data.flavor);
    data.createdBy = ctx.principal.userId;
    data.failures = 0;
    data.nextRun = await nextRunOf(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    assertFlavor(ctx.principal, patch.flavor);
    if (SCHEDULE_FIELDS.some((k) => k in patch)) {
      // A changed schedule (or a report switched on again) starts from now, without old failures.
      patch.nextRun = await nextRunOf(ctx, { ...previous, ...patch });
      patch.failures = 0;
    }
  },
  actions: {
    async byvenue({ entity, principal, params, services }) {
      assertVenueAllowed(principal, params.venueId);
      return services.items.all(entity, principal, { filters: { venue: [params.venueId] }, ranges: {}, sort: 'createdAt', direction: 'desc' });
    },
    async bygrpoup({ entity, principal, params, services }) {
      if (!/^[0-9a-f]{24}$/.test(params.customerGroup) || !allows(principal.groupIds, params.customerGroup)) throw new AppError('NOT_FOUND', { resource: 'customer group' });
      return services.items.all(entity, principal, { filters: { customerGroup: [params.customerGroup] }, ranges: {}, sort: 'createdAt', direction: 'desc' });
    },
    async run({ entity, principal, params, services }) {
      const report = await services.items.show(entity, principal, params.id);
      const now = new Date();
      let period;
      try {
        ({ period } = await runReport(services, report, now));
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('REPORT_FAILED', { detail: err instanceof Error ? err.message : String(err) });
      }
      // The scheduler's next run stays; it will not mail this period a second time.
      const lastExecuted = report.lastExecuted && report.lastExecuted > period.to ? report.lastExecuted : period.to;
      await writeRunState(services, report._id, { lastExecuted, failures: 0, lastError: null });
      return services.items.show(entity, principal, params.id);
    },
  },
  background: reportScheduler,
  async demo(services, { group, venues, users }) {
    const manager = await services.principals.get(users['manager@example.com']);
    if (!manager) return;
    const entity = services.registry.get('automatedReport')!;
    await services.items.create(entity, manager, { type: 'orders', venue: venues[0], frequency: 'daily', receiver: ['manager@example.com'], language: 'de' });
    await services.items.create(entity, manager, { type: 'pdfBillingShort', customerGroup: group, frequency: 'weekly', receiver: ['manager@example.com'], cc: ['office@example.com'], language: 'en' });
    await services.items.create(entity, manager, { type: 'pdfBillingLong', customerGroup: group, frequency: 'monthly', receiver: ['billing@example.com'], language: 'de', active: false });
  },
});

export default hooks;
