import type { AccessRule } from '../../core/permissions';

export const SECURITY_ROUTE = '/auth/security';
/** Spec: /auth/security needs the permission to enable MFA; turning it off needs mfa.disable. */
export const SECURITY_ACCESS: AccessRule = ['mfa.enable', 'mfa.disable'];
