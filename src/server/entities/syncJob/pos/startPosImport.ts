import type { Principal } from '../../../access/principal';
import type { ApiRecord } from '../../../crud/rowToRecord';
import { AppError } from '../../../errors';
import { venueInScope } from '../../../io/venueInScope';
import type { Services } from '../../../services';
import type { PosSyncMode } from '../../../../../schemas/_fragments/posImport';
import { checkPosMenu } from './checkPosMenu';
import type { PosMenu } from './PosMenu';
import { POS_ADAPTERS, type PosName } from './posAdapters';
import type { PosProvider, PosSettings } from './PosProvider';
import { viaCheckoutIntegration } from './viaCheckoutIntegration';
import { lockVenues, unlockVenues } from '../syncLock';

export interface PosImportBody {
  mode?: PosSyncMode;
  /** the checkout integration type whose settings name the provider (via checkout integration properties) */
  integrationType?: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * A menu import from a point-of-sale or menu provider, checked and read now, written later:
 * the venue in the caller's scope (404), the provider configured (503) and its settings in the
 * venue's checkout integration complete (422), then the menu read from the provider (502 on any
 * failure) and checked (422 for a value the foodcard cannot hold). Only then is the write queued
 * as a sync job (`posMenuImport`, the menu in its params), which the answer is; the job writes it
 * in one transaction. Credentials are read from the venue and sent to the provider only.
 */
export async function startPosImport(services: Services, principal: Principal, provider: PosName | 'checkoutIntegration', venueId: string, body: PosImportBody): Promise<ApiRecord> {
  const venue = await venueInScope(services, principal, venueId);
  const mode = body.mode ?? 'create_and_update';
  const all = (venue.checkoutIntegration ?? {}) as Record<string, PosSettings>;
  const settingsOf = (type: string) => (Object.hasOwn(all, type) ? all[type] : undefined);
  let adapter: PosProvider;
  let settings: PosSettings | undefined;
  if (provider === 'checkoutIntegration') {
    const type = body.integrationType!;
    settings = settingsOf(type);
    if (!settings) throw new AppError('POS_CREDENTIALS_MISSING', { integrationType: type, missing: 'its settings' });
    adapter = viaCheckoutIntegration(services.pos, type, settings);
  } else {
    const configured = services.pos.configured[provider];
    if (!configured) throw new AppError('POS_PROVIDER_MISSING', { provider, variable: POS_ADAPTERS[provider].env });
    adapter = configured;
    settings = settingsOf(adapter.integrationType) ?? {};
  }
  const missing = adapter.required.filter((key) => blank(settings[key]));
  if (missing.length) throw new AppError('POS_CREDENTIALS_MISSING', { integrationType: adapter.integrationType, missing: missing.join(', ') });
  const name = provider === 'checkoutIntegration' ? `${adapter.integrationType}` : provider;
  if (mode === 'tables' && !adapter.tables) throw new AppError('POS_MODE_UNSUPPORTED', { provider: name });

  const menu: PosMenu = mode === 'tables'
    ? { categories: [], optionGroups: [], articles: [], tables: await adapter.tables!(settings) }
    : await adapter.menu(settings);
  checkPosMenu(services, menu, name);
  // The venue's sync lock, as a sync takes it: a second import (or a sync) of the venue while this
  // one is queued or running is a 409, so two writers never create the same records twice.
  await lockVenues(services, [venue as { _id: string; name?: unknown }]);
  return services.items.create(services.registry.get('syncJob')!, principal, {
    owner: principal.userId,
    venue: venue._id,
    handler: 'posMenuImport',
    sourceEnvironment: services.environments.current,
    targetEnvironment: services.environments.current,
    targetVenue: venue._id,
    params: { provider: name, integrationType: adapter.integrationType, mode, menu },
  }).catch(async (err) => {
    await unlockVenues(services, [venue._id]);
    throw err;
  });
}
