import { deliverectProvider } from './deliverectProvider';
import { gastrofixProvider } from './gastrofixProvider';
import { hellotessProvider } from './hellotessProvider';
import type { PosProvider, PosProviderOptions } from './PosProvider';
import { simphonyProvider } from './simphonyProvider';

/** Each provider's adapter and the environment variable naming its base URL. */
export const POS_ADAPTERS = {
  hellotess: { env: 'HELLOTESS_TEST_API_URL', make: hellotessProvider },
  gastrofix: { env: 'GASTROFIX_API_URL', make: gastrofixProvider },
  deliverect: { env: 'DELIVERECT_API_URL', make: deliverectProvider },
  simphony: { env: 'SIMPHONY_API_URL', make: simphonyProvider },
} as const satisfies Record<string, { env: string; make: (o: PosProviderOptions) => PosProvider }>;

export type PosName = keyof typeof POS_ADAPTERS;
