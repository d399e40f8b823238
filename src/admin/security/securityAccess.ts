import type { AccessRule } from '../../core/permissions';

export const SECURITY_ROUTE = '/auth/security';
/**
 * /auth/security holds the own password change, which every signed-in account may use (the server
 * route is `self`), so the page and its user-menu entry are open to all of them. The two-factor
 * card inside follows the spec's rights: turning MFA on needs mfa.enable, off mfa.disable.
 */
export const SECURITY_ACCESS: AccessRule = 'self';
export const MFA_ACCESS: AccessRule = ['mfa.enable', 'mfa.disable'];
