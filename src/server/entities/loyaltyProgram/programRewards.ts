import { AppError } from '../../errors';
import { parseDoc } from '../../crud/rowToRecord';
import type { ContentLanguage } from '../../search/readerLanguage';
import type { Services } from '../../services';
import { internalRewards } from './internalRewards';
import type { ProgramCredentials, Reward } from './providers/LoyaltyProvider';

/** The environment variable naming each outside provider's base URL (README). */
export const PROVIDER_ENV = { piggy: 'PIGGY_API_URL', como: 'COMO_API_URL', rbi: 'RBI_API_URL' } as const;

/**
 * The rewards of a customer group's program, live from its provider. The caller has checked that
 * the group (or venue) is in scope; the stored document is read here with its credentials, which
 * go to the provider only. A venue's own `loyalty.storeId` / `loyalty.shopUuid` (its loyalty
 * settings) name its store at the provider in place of the program's.
 */
export async function programRewards(
  services: Services,
  customerGroup: string,
  lang: ContentLanguage,
  venue?: { _id: string; loyalty?: Record<string, unknown> },
): Promise<Reward[]> {
  const row = await services.db.kysely.selectFrom('loyalty_program').select(['doc'])
    .where('customer_group', '=', customerGroup).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { resource: 'loyalty program' });
  const program = parseDoc(row.doc) as ProgramCredentials & { type: string };
  if (program.type === 'internal') return internalRewards(services, venue ? { venue: venue._id } : { customerGroup }, lang);
  const type = program.type as keyof typeof PROVIDER_ENV;
  const provider = services.loyalty[type];
  if (!provider) throw new AppError('LOYALTY_PROVIDER_MISSING', { provider: type, variable: PROVIDER_ENV[type] });
  const own = venue?.loyalty ?? {};
  const storeId = typeof own.storeId === 'string' && own.storeId ? own.storeId : program.storeId;
  const shopUuid = typeof own.shopUuid === 'string' && own.shopUuid ? own.shopUuid : program.shopUuid;
  return provider.rewards({ ...program, storeId, shopUuid });
}
