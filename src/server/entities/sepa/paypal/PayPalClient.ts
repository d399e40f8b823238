/** What the PayPal onboarding calls need of PayPal (spec part 2 §7 PayPal; part 1 §5). */
export interface PayPalClient {
  /** partner referral: the URL where the merchant signs in and grants the platform its permissions */
  partnerReferral(input: { trackingId: string; email: string; returnUrl: string }): Promise<{ actionUrl: string }>;
  /** the merchant's integration status with the platform (partner) */
  merchantStatus(merchantId: string): Promise<{ merchantId: string; permissionsGranted: boolean; emailConfirmed: boolean; paymentsReceivable: boolean }>;
}
