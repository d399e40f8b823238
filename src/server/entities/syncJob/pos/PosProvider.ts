import type { PosMenu } from './PosMenu';

/** The stored settings of one checkout integration type of a venue (its `checkoutIntegration.<type>`). */
export type PosSettings = Record<string, unknown>;

/**
 * One point-of-sale or menu provider: which settings of the venue it needs, and reading the
 * menu (and, where the provider has them, the tables) over its HTTP API. Any failure on the way
 * (no connection, timeout, refusal, an answer of another shape) is POS_PROVIDER_FAILED (502).
 */
export interface PosProvider {
  /** the checkout integration type whose settings hold the credentials (`hellotess`, `gastrofix`, ...) */
  integrationType: string;
  /** the settings the provider cannot do without */
  required: readonly string[];
  menu(settings: PosSettings): Promise<PosMenu>;
  /** absent: the provider has no tables (the `tables` mode is refused) */
  tables?(settings: PosSettings): Promise<PosMenu['tables']>;
}

export interface PosProviderOptions {
  /** base URL of the provider's API */
  url: string;
  timeoutMs: number;
}
