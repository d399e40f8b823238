import { AppError } from '../../../errors';
import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import type { LoyaltyProvider, ProgramCredentials, ProviderOptions, Reward } from './LoyaltyProvider';

interface PiggyReward {
  uuid?: unknown;
  title?: unknown;
  description?: unknown;
  required_credits?: unknown;
}

/**
 * Piggy's OAuth client API: `GET /api/v3/oauth/clients/rewards?shop_uuid=…` with the program's
 * API key as bearer token; answers `{data: [{uuid, title, description, required_credits}]}`.
 */
export function piggyProvider(opts: ProviderOptions): LoyaltyProvider {
  const base = opts.url.replace(/\/+$/, '');
  return {
    async rewards(program: ProgramCredentials): Promise<Reward[]> {
      if (!program.apikey) throw new AppError('LOYALTY_PROVIDER_FAILED', { provider: 'piggy', reason: 'the program has no API key' });
      const query = program.shopUuid ? `?${new URLSearchParams({ shop_uuid: program.shopUuid })}` : '';
      const answer = await providerJson(`${base}/api/v3/oauth/clients/rewards${query}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${program.apikey}` },
      }, { failure: 'LOYALTY_PROVIDER_FAILED', timeoutMs: opts.timeoutMs, params: { provider: 'piggy' } });
      const list = (answer as { data?: unknown })?.data;
      if (!Array.isArray(list)) throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'piggy' });
      return list.map((r: PiggyReward) => {
        if (typeof r?.uuid !== 'string' || typeof r.title !== 'string') throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'piggy' });
        return {
          id: r.uuid,
          name: r.title,
          ...(typeof r.description === 'string' && r.description ? { description: r.description } : {}),
          points: typeof r.required_credits === 'number' ? r.required_credits : null,
          provider: 'piggy' as const,
        };
      });
    },
  };
}
