import type { FastifyInstance } from 'fastify';
import { checkAccess } from '../../../core/permissions';
import { germanTaxNumber, vatNumber } from '../../../core/validators';
import type { Doc } from '../../crud/rowToRecord';
import { AppError, invalid, ruleError } from '../../errors';
import type { Services } from '../../services';
import { openingHoursErrors, publishErrors } from './openingHoursRules';
import { checkoutIntegration } from './checkoutIntegration';
import { gpsLookup } from './gpsLookup';
import { venueLegalRoutes } from './venueLegalRoutes';
import { kmlRoutes } from './kml/kmlRoutes';
import { deliveryAreaErrors, type DeliveryArea } from './kml/deliveryAreaErrors';
import { defineHooks, type ActionContext, type HookContext } from '../../crud/EntityHooks';
import { vatInUse } from './vatInUse';
import { emptyFoodcard } from './emptyFoodcard';
import { endOfDay } from './endOfDay';
import { endOfDayErrors } from './endOfDayRule';
import { endOfDayNextRun, endOfDayScheduler } from './endOfDayScheduler';
import { franchiseeVenueRoute } from './franchiseeVenueRoute';
import { fullVenue } from './fullVenue';
import { updateWebappSlugs } from './updateWebappSlugs';
import { venueListRoutes } from './venueListRoutes';
import { venuePayment } from './venuePayment';
import { delfiActions } from './delfi/delfiActions';

/** Opening and delivery hours rules of spec part 1 §5, and the delivery areas' rules, on what a write sends. */
function checkHours(data: Doc): void {
  const errors = (['openingHours', 'deliveryHours'] as const).flatMap((f) => (data[f] ? openingHoursErrors(f, data[f]) : []));
  if (Array.isArray(data.areas)) errors.push(...deliveryAreaErrors(data.areas as DeliveryArea[]));
  if (errors.length) throw invalid(errors);
}

/** Sets lifecycle flags through the items service, so scope, audit and the transaction apply. */
function setFlags(ctx: ActionContext, flags: Record<string, unknown>, action: string) {
  return ctx.services.items.update(ctx.entity, ctx.principal, ctx.params.id, flags, {}, action);
}

/** Refuses a VAT or tax number another brand's venue holds, unless the caller may reuse VAT ids. */
async function checkVat(ctx: HookContext, data: Doc, id?: string, group?: string | null): Promise<void> {
  if (checkAccess(ctx.principal, 'venue.vat.id.reuse')) return;
  for (const field of ['vatNumber', 'vatNumberGermany'] as const) {
    if (typeof data[field] !== 'string' || !data[field]) continue;
    if (await vatInUse(ctx.trx, ctx.services.db.dialect, ctx.entity, field, data[field], id, group ?? data.customerGroup)) {
      throw invalid([ruleError(field, 'vatInvalidOrInUse')]);
    }
  }
}

/** POST general/validation/vatNumber[/venue] and vatNumberGermany[/venue]: `{ valid, unique }`. */
function vatRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const checks = { vatNumber, vatNumberGermany: germanTaxNumber } as const;
  for (const field of ['vatNumber', 'vatNumberGermany'] as const) {
    for (const scoped of [false, true]) {
      app.post(`/api/v1/general/validation/${field}${scoped ? '/venue' : ''}`, {
        config: { access: 'login' },
        schema: {
          tags: ['validation'],
          summary: `Is the ${field} valid and not used by another brand's venue?${scoped ? ' (excepting one venue)' : ''}`,
          operationId: `validate_${field}${scoped ? '_venue' : ''}`,
          body: {
            type: 'object',
            properties: { [field]: { type: 'string', maxLength: 40 }, ...(scoped ? { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } } : { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } }) },
            required: scoped ? [field, 'venue'] : [field],
          },
          response: { 200: { type: 'object', properties: { valid: { type: 'boolean' }, unique: { type: 'boolean' } }, required: ['valid', 'unique'] } },
        },
      }, async (req) => {
        const body = req.body as Record<string, string>;
        const value = body[field];
        const valid = checks[field](value) === null && value.length >= 5;
        const except = body.venue ?? body.id;
        const unique = !(await vatInUse(services.db.kysely, services.db.dialect, venue, field, value, except, req.principal!.customerGroup));
        return { valid, unique };
      });
    }
  }
}

const hooks = defineHooks('venue', {
  async beforeCreate(ctx, data) {
    checkHours(data);
    const eod = endOfDayErrors(data);
    if (eod.length) throw invalid(eod);
    if (data.endOfDayEnabled === true) data.endOfDayNextRun = endOfDayNextRun(new Date(), data.timezone);
    await checkVat(ctx, data, undefined, ctx.principal.customerGroup);
  },
  async beforeUpdate(ctx, patch, previous) {
    checkHours(patch);
    // on the venue as it would be stored: enabling the report, or emptying its list while it is on
    const eod = endOfDayErrors({ ...previous, ...patch });
    if (eod.length) throw invalid(eod);
    // A report switched on (or moved to another clock) is first looked at by the next 03:00 there, not at once.
    const next = { ...previous, ...patch };
    if (next.endOfDayEnabled === true && (previous.endOfDayEnabled !== true || ('timezone' in patch && patch.timezone !== previous.timezone))) {
      patch.endOfDayNextRun = endOfDayNextRun(new Date(), next.timezone);
    }
    await checkVat(ctx, patch, previous._id, previous.customerGroup);
  },
  actions: {
    verify: (ctx) => setFlags(ctx, { verified: ctx.body?.verified ?? true }, 'verify'),
    async publish(ctx) {
      const isPublished = ctx.body?.isPublished ?? true;
      if (isPublished) {
        // "Please set opening hours first!" (spec part 1 §5); unpublishing needs no hours.
        const errors = publishErrors(await ctx.services.items.show(ctx.entity, ctx.principal, ctx.params.id));
        if (errors.length) throw invalid(errors);
      }
      return setFlags(ctx, { isPublished }, 'publish');
    },
    // null lifts the panic (the update drops null fields); a past time ends it as well.
    panic: (ctx) => setFlags(ctx, { panicEndAt: ctx.body.panicEndAt }, 'panic'),
    activateService: (ctx) => setFlags(ctx, { isServiceActivated: true }, 'activateService'),
    deactivateService: (ctx) => setFlags(ctx, { isServiceActivated: false }, 'deactivateService'),
    async setServiceActivated(ctx) {
      const value = ctx.params.isServiceActivated;
      if (value !== 'true' && value !== 'false') throw new AppError('BAD_REQUEST', { detail: 'isServiceActivated must be true or false' });
      const perm = value === 'true' ? 'venue.activate' : 'venue.deactivate';
      if (!checkAccess(ctx.principal, perm)) throw new AppError('FORBIDDEN', { permission: perm });
      return setFlags(ctx, { isServiceActivated: value === 'true' }, value === 'true' ? 'activateService' : 'deactivateService');
    },
    gpsLookup,
    getCheckoutIntegration: checkoutIntegration.get,
    setCheckoutIntegration: checkoutIntegration.set,
    copyCheckoutIntegration: checkoutIntegration.copy,
    full: fullVenue,
    payment: venuePayment,
    endOfDay,
    updateWebappSlugs,
    emptyFoodcard,
    ...delfiActions,
  },
  background: endOfDayScheduler,
  routes(app, services) {
    vatRoutes(app, services);
    venueLegalRoutes(app, services);
    kmlRoutes(app, services);
    venueListRoutes(app, services);
    franchiseeVenueRoute(app, services);
  },
});

export default hooks;
