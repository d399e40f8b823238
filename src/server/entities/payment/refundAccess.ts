import { hasPermission } from '../../../core/permissions';
import type { Principal } from '../../access/principal';
import { AppError } from '../../errors';

/**
 * The one place deciding who may refund what (spec §2: `refunds`, `refunds.{product}`,
 * `refunds.cash`). `refunds` allows every refund. An external refund (money handed back outside
 * the provider, at the till) is a cash refund: `refunds.cash`. A refund through the provider is
 * one of the order's product, its type: `refunds.inside`, `refunds.takeaway`, `refunds.delivery`.
 * Answers the refund's kind, kept on the refund.
 */
export function refundAccess(p: Principal, orderType: string | undefined, isExternal: boolean): string {
  const kind = isExternal ? 'cash' : (orderType ?? 'inside');
  if (hasPermission(p, 'refunds') || hasPermission(p, `refunds.${kind}`)) return kind;
  throw new AppError('REFUND_NOT_ALLOWED', { permission: `refunds or refunds.${kind}` });
}
