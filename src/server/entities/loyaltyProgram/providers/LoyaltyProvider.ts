import type { loyaltyTypes } from '../../../../../schemas/loyaltyProgram';

/** A reward as the rewards calls answer it (schemas/_fragments/loyaltyReward.ts). */
export interface Reward {
  id: string;
  name: string;
  description?: string;
  points: number | null;
  provider: (typeof loyaltyTypes)[number];
}

/** What an adapter needs of a program: its stored document, credentials included. */
export interface ProgramCredentials {
  apikey?: string;
  oauthId?: string;
  oauthSecret?: string;
  operator?: string;
  posType?: string;
  storeId?: string;
  shopUuid?: string;
}

/**
 * One outside loyalty provider (spec part 2 §3 "Reward: fetched per venue or per customer
 * group"). Any failure (no connection, timeout, refusal, odd answer) throws LOYALTY_PROVIDER_FAILED.
 */
export interface LoyaltyProvider {
  rewards(program: ProgramCredentials): Promise<Reward[]>;
}

/** The adapter of each outside provider type; null where no base URL is configured. */
export type LoyaltyProviders = Record<'piggy' | 'como' | 'rbi', LoyaltyProvider | null>;

export interface ProviderOptions {
  /** base URL of the provider's API */
  url: string;
  timeoutMs: number;
}
