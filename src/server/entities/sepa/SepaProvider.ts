/**
 * The outside SEPA direct-debit provider (spec part 2 §3 SEPA, §4, §9). Every failure (no
 * connection, timeout, refusal, odd answer) throws the call's 502 code (SEPA_CREATE_FAILED,
 * SEPA_PAY_FAILED, SEPA_CANCEL_FAILED); `refused` tells a definite "no" from an unknown outcome.
 */
export interface SepaProvider {
  /** a mandate to be registered by the merchant at `registrationLink` */
  createMandate(input: { merchantId: string; merchantName: string; venues: string[]; returnUrl: string }, idempotencyKey: string): Promise<{ id: string; registrationLink: string }>;
  /** one direct debit against a registered mandate; the same key answers the same payment */
  createPayment(input: { mandateReference: string; amount: number; currency: string; description: string }, idempotencyKey: string): Promise<{ id: string }>;
  cancelPayment(paymentId: string, idempotencyKey: string): Promise<void>;
}
