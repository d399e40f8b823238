import { AppError } from '../../../errors';
import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import type { LoyaltyProvider, ProgramCredentials, ProviderOptions, Reward } from './LoyaltyProvider';

interface RbiReward {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  pointsCost?: unknown;
}

/**
 * RBI's loyalty API, OAuth 2 client credentials: `POST /oauth/token` (form `grant_type`,
 * `client_id` = oauthId, `client_secret` = oauthSecret) gives `access_token`, then
 * `GET /loyalty/v1/stores/{storeId}/rewards` answers `{rewards: [{id, name, description, pointsCost}]}`.
 */
export function rbiProvider(opts: ProviderOptions): LoyaltyProvider {
  const base = opts.url.replace(/\/+$/, '');
  const call = { failure: 'LOYALTY_PROVIDER_FAILED' as const, timeoutMs: opts.timeoutMs, params: { provider: 'rbi' } };
  return {
    async rewards(program: ProgramCredentials): Promise<Reward[]> {
      if (!program.oauthId || !program.oauthSecret || !program.storeId) {
        throw new AppError('LOYALTY_PROVIDER_FAILED', { provider: 'rbi', reason: 'the program needs an OAuth id, an OAuth secret and a store id' });
      }
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: program.oauthId, client_secret: program.oauthSecret });
      const token = await providerJson(`${base}/oauth/token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }, call);
      const accessToken = (token as { access_token?: unknown })?.access_token;
      if (typeof accessToken !== 'string' || !accessToken) throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'rbi' });
      const answer = await providerJson(`${base}/loyalty/v1/stores/${encodeURIComponent(program.storeId)}/rewards`, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      }, call);
      const list = (answer as { rewards?: unknown })?.rewards;
      if (!Array.isArray(list)) throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'rbi' });
      return list.map((r: RbiReward) => {
        if (typeof r?.id !== 'string' || typeof r.name !== 'string') throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'rbi' });
        return {
          id: r.id,
          name: r.name,
          ...(typeof r.description === 'string' && r.description ? { description: r.description } : {}),
          points: typeof r.pointsCost === 'number' ? r.pointsCost : null,
          provider: 'rbi' as const,
        };
      });
    },
  };
}
