import { allows } from '../../access/principal';
import { defineHooks } from '../../crud/EntityHooks';
import { AppError, invalid } from '../../errors';
import { programErrors, secretsSet } from './programRules';
import { programRewards } from './programRewards';

/**
 * Loyalty programs: one per customer group (a brand user's gets its linked group), the fields
 * its provider needs checked on every write, `secretsSet` kept beside the write-only credentials,
 * and the rewards calls that ask the provider live.
 */
const hooks = defineHooks('loyaltyProgram', {
  beforeCreate({ principal }, data) {
    if (!data.customerGroup && principal.customerGroup && principal.groupIds !== 'all') data.customerGroup = principal.customerGroup;
    const errors = programErrors(data);
    if (!data.customerGroup) errors.unshift({ path: 'customerGroup', message: 'is required', code: 'required' });
    if (errors.length) throw invalid(errors);
    data.secretsSet = secretsSet(data);
  },
  beforeUpdate(_ctx, patch, previous) {
    const next: Record<string, unknown> = { ...previous, ...patch };
    for (const k of Object.keys(next)) if (next[k] === null) delete next[k];
    if (patch.customerGroup === null) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
    const errors = programErrors(next);
    if (errors.length) throw invalid(errors);
    patch.secretsSet = secretsSet(next);
  },
  actions: {
    rewardsByVenue: async ({ services, principal, params, lang }) => {
      const venue = await services.items.show(services.registry.get('venue')!, principal, params.venue);
      if (!venue.customerGroup) throw new AppError('NOT_FOUND', { resource: 'loyalty program' });
      return programRewards(services, venue.customerGroup, lang, venue);
    },
    rewardsByGroup: async ({ services, principal, params, lang }) => {
      // Another brand's group is as unknown as one that does not exist.
      if (!allows(principal.groupIds, params.customerGroup)) throw new AppError('NOT_FOUND', { resource: 'customer group' });
      return programRewards(services, params.customerGroup, lang);
    },
  },
});

export default hooks;
