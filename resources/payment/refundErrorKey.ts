/** Server codes of a failed refund that the payments catalogue translates (payments.errors.<code>). */
const KNOWN = ['REFUND_NOT_ALLOWED', 'PAYMENT_NOT_REFUNDABLE', 'REFUND_EMPTY', 'REFUND_ARTICLE_UNKNOWN', 'REFUND_ARTICLE_EXCEEDED', 'REFUND_EXCEEDS_PAYMENT', 'PAYMENT_PROVIDER_MISSING', 'PAYMENT_PROVIDER_FAILED', 'PAYMENT_REFUND_PENDING', 'NOT_FOUND'];

export function refundErrorKey(error: unknown): string {
  const code = (error as { body?: { code?: unknown } })?.body?.code;
  return typeof code === 'string' && KNOWN.includes(code) ? `payments.errors.${code}` : 'payments.errors.other';
}
