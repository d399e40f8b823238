import type { Principal } from '../../access/principal';
import { AppError } from '../../errors';
import type { Services } from '../../services';

/** The venue (404 outside the caller's scope) and its saved PayPal merchant id and e-mail (part 1 §5: both first). */
async function paypalVenue(services: Services, p: Principal, venue: string): Promise<{ merchantId: string; email: string }> {
  const record = await services.items.show(services.registry.get('venue')!, p, venue);
  const creds = (record.payment as { credentials?: { paypalMerchantId?: string; paypalEmail?: string } } | undefined)?.credentials;
  const merchantId = creds?.paypalMerchantId?.trim();
  const email = creds?.paypalEmail?.trim();
  if (!merchantId || !email) throw new AppError('PAYPAL_CREDENTIALS_MISSING');
  return { merchantId, email };
}

/** GET v1/paypal/{venue}/authorize: PayPal's partner-referral URL; PayPal sends the merchant back to /paypal/{venue}/finish. */
export async function paypalAuthorize(services: Services, p: Principal, venue: string): Promise<{ actionUrl: string }> {
  const { email } = await paypalVenue(services, p, venue);
  if (!services.paypal) throw new AppError('PAYPAL_NOT_CONFIGURED');
  return services.paypal.partnerReferral({ trackingId: venue, email, returnUrl: `${services.config.publicUrl}/paypal/${venue}/finish` });
}

/** GET v1/paypal/{venue}/onboarding: PayPal's status of the venue's saved merchant id. */
export async function paypalOnboarding(services: Services, p: Principal, venue: string) {
  const { merchantId } = await paypalVenue(services, p, venue);
  if (!services.paypal) throw new AppError('PAYPAL_NOT_CONFIGURED');
  const s = await services.paypal.merchantStatus(merchantId);
  return { ...s, complete: s.permissionsGranted && s.emailConfirmed && s.paymentsReceivable };
}
