/**
 * The outside payment provider, as the back-office needs it: refunding part of a charge. Any
 * failure (no connection, timeout, refusal, odd answer) throws PAYMENT_PROVIDER_FAILED (502).
 */
export interface PaymentProvider {
  /**
   * Refunds `amount` minor units of the charge `chargeRef`. The provider keeps `idempotencyKey`:
   * the same key sent again answers the first refund instead of paying out twice.
   * Answers the provider's id of the refund.
   */
  refund(chargeRef: string, amount: number, currency: string, idempotencyKey: string): Promise<string>;
  /** How long a call may take; a pending refund older than this is no longer in flight. */
  readonly timeoutMs: number;
}

export interface PaymentProviderOptions {
  /** base URL of the provider's API */
  url: string;
  /** bearer key sent with each call */
  key: string;
  timeoutMs: number;
}
