import type { AccessRule } from '../../core/permissions';

export const SECURITY_ROUTE = '/auth/security';
/**
 * Spec: /auth/security needs the permission to enable MFA; turning it off needs mfa.disable. The
 * page also holds the self-service password change (user.password.change), so that opens it too.
 */
export const SECURITY_ACCESS: AccessRule = ['mfa.enable', 'mfa.disable', 'user.password.change'];
export const MFA_ACCESS: AccessRule = ['mfa.enable', 'mfa.disable'];
