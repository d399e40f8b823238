import { DASHBOARD_PERMISSION } from '../pages/startPage';
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { checkAccess, hasPermission, type Grant } from '../../core/permissions';
import type { Entity, Registry } from '../../core/registry';
import { accessRuleFor, isEntityAction } from './accessRuleFor';
import { apiCall } from './apiCall';
import { clearSession, loadSession, saveSession, type LoginResponse } from './sessionStore';
import { tokenExpired } from './tokenExpired';

export interface LoginParams {
  /** react-admin's default login form calls it username */
  username?: string;
  email?: string;
  password: string;
  /** the 6-character TOTP code, on the second attempt after an MFAError */
  code?: string;
}

/** Where react-admin goes after login / logout (spec §2: `/` is the start page with the sign-in). */
export const START_PAGE = '/';
export const FORBIDDEN_PAGE = '/401';

function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; body?: { statusCode?: unknown } };
  const status = e.status ?? e.body?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function isMfaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; body?: { name?: unknown } };
  return e.name === 'MFAError' || e.body?.name === 'MFAError';
}

function grant(): Grant | null {
  const session = loadSession();
  return session ? { role: session.role, permissions: session.permissions, member: session.member } : null;
}

/**
 * react-admin AuthProvider over POST v1/auth/login and the cookie session (spec part 1 §4).
 * `registry` may hold summaries (the sign-in page's): an action's rule (x-actions) is then read
 * from the entity `withActions` loads.
 */
export function makeAuthProvider(registry: Registry, withActions?: (id: string) => Promise<Entity | undefined>): AuthProvider {
  return {
    async login({ username, email, password, code }: LoginParams) {
      let response: LoginResponse;
      try {
        response = await apiCall('v1/auth/login', 'post', {
          auth: false,
          body: { email: (email ?? username ?? '').trim(), password, ...(code ? { code } : {}) },
        });
      } catch (error) {
        // The sign-in screen opens its MFA dialog on this name (body.code tells MFA_REQUIRED
        // from MFA_INVALID); status and body stay on the error.
        if (error instanceof HttpError && error.status === 401 && isMfaError(error)) error.name = 'MFAError';
        throw error;
      }
      const session = saveSession(response);
      // Spec §2: a signed-in user on the start page goes to the dashboard if allowed, else home.
      const toDashboard = hasPermission({ role: session.role, permissions: session.permissions }, DASHBOARD_PERMISSION);
      return { redirectTo: toDashboard ? '/dashboard' : '/home' };
    },

    async logout() {
      // The server revokes this sign-in's token (in every process), so a copy of it left
      // anywhere stops working now, not when it expires; signing out goes on if it cannot.
      // Calls started meanwhile wait for it and are then not sent (endsSession): none goes out with the revoked token.
      if (loadSession()) await apiCall('v1/auth/logout', 'post', { endsSession: true }).catch(() => undefined);
      clearSession();
      // A fresh load of the start page: nothing of the old session stays in memory, and
      // react-admin's in-app redirect after clearing its caches could leave an empty screen.
      if (typeof window !== 'undefined' && window.location.pathname !== START_PAGE) {
        window.location.replace(START_PAGE);
        return false;
      }
      return START_PAGE;
    },

    async checkAuth() {
      const session = loadSession();
      if (session && !tokenExpired(session.token)) return;
      if (session) clearSession();
      throw { redirectTo: START_PAGE };
    },

    async checkError(error: unknown) {
      const status = errorStatus(error);
      // A wrong MFA code (e.g. when enabling MFA) is not a lost session: the dialog handles it.
      if (status === 401 && !isMfaError(error)) {
        throw { redirectTo: START_PAGE };
      }
      if (status === 403) {
        // a refused call: /401 shows the forbidden message inside the app for a signed-in user
        throw { logoutUser: false, redirectTo: FORBIDDEN_PAGE };
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const session = loadSession();
      if (!session) throw new Error('Not signed in.');
      return { id: session.id, fullName: session.name, email: session.email, role: session.role };
    },

    async getPermissions() {
      return grant();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const entity = registry.get(resource);
      if (!entity) return false;
      const ruled = withActions && isEntityAction(action) ? ((await withActions(entity.id)) ?? entity) : entity;
      return checkAccess(grant(), accessRuleFor(ruled, action));
    },
  };
}
