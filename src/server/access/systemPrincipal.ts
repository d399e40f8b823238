import type { Principal } from './principal';

export const SYSTEM_USER = '000000000000000000000000';

/** The platform itself (seed, jobs): admin rights, recorded as actor "system" in the audit log. */
export const systemPrincipal: Principal = {
  userId: SYSTEM_USER,
  email: 'system',
  name: 'system',
  role: 'admin',
  permissions: [],
  customerGroup: null,
  venueIds: 'all',
  groupIds: 'all',
  member: 'brand',
  mfa: false,
  tokenVersion: 0,
  revokedSessions: [],
};
