import { AppError } from '../../../errors';
import type { PosProviders } from './createPosProviders';
import { POS_ADAPTERS, type PosName } from './posAdapters';
import type { PosProvider, PosSettings } from './PosProvider';

/**
 * The provider a venue's checkout integration properties describe (`POST
 * foodcard/viaCheckoutIntegrationProperties/import/{id}`): the settings of `integrationType` name
 * the provider's dialect (`provider`, else the type itself: hellotess, gastrofix, deliverect or
 * simphony), its API (`serviceUrl`, instead of the server's configured base URL) and the
 * credentials that dialect needs.
 */
export function viaCheckoutIntegration(pos: PosProviders, integrationType: string, settings: PosSettings): PosProvider {
  const dialect = typeof settings.provider === 'string' && settings.provider ? settings.provider : integrationType;
  if (!Object.hasOwn(POS_ADAPTERS, dialect)) {
    throw new AppError('POS_CREDENTIALS_MISSING', { integrationType, missing: `a provider (one of ${Object.keys(POS_ADAPTERS).join(', ')})` });
  }
  const url = typeof settings.serviceUrl === 'string' ? settings.serviceUrl.trim() : '';
  if (!url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) throw new AppError('POS_CREDENTIALS_MISSING', { integrationType, missing: 'a service url (http or https)' });
  return { ...pos.at(dialect as PosName, url), integrationType };
}
