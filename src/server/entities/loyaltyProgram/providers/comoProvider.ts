import { AppError } from '../../../errors';
import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import type { LoyaltyProvider, ProgramCredentials, ProviderOptions, Reward } from './LoyaltyProvider';

interface ComoAsset {
  key?: unknown;
  name?: unknown;
  description?: unknown;
  points?: unknown;
}

/**
 * Como's POS API: `GET /api/v4/assets?branchId=<storeId>` with the program's key as `X-Api-Key`
 * and the till as `X-Source-Type` (posType) / `X-Source-Name` (operator); answers
 * `{status: 'ok', assets: [{key, name, description, points}]}`.
 */
export function comoProvider(opts: ProviderOptions): LoyaltyProvider {
  const base = opts.url.replace(/\/+$/, '');
  return {
    async rewards(program: ProgramCredentials): Promise<Reward[]> {
      if (!program.apikey) throw new AppError('LOYALTY_PROVIDER_FAILED', { provider: 'como', reason: 'the program has no API key' });
      const query = program.storeId ? `?${new URLSearchParams({ branchId: program.storeId })}` : '';
      const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': program.apikey };
      if (program.posType) headers['x-source-type'] = program.posType;
      if (program.operator) headers['x-source-name'] = program.operator;
      const answer = await providerJson(`${base}/api/v4/assets${query}`, { headers }, { failure: 'LOYALTY_PROVIDER_FAILED', timeoutMs: opts.timeoutMs, params: { provider: 'como' } });
      const body = answer as { status?: unknown; assets?: unknown };
      if (body?.status !== 'ok' || !Array.isArray(body.assets)) throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'como' });
      return body.assets.map((a: ComoAsset) => {
        if (typeof a?.key !== 'string' || typeof a.name !== 'string') throw unexpectedAnswer('LOYALTY_PROVIDER_FAILED', { provider: 'como' });
        return {
          id: a.key,
          name: a.name,
          ...(typeof a.description === 'string' && a.description ? { description: a.description } : {}),
          points: typeof a.points === 'number' ? a.points : null,
          provider: 'como' as const,
        };
      });
    },
  };
}
