import type { Membership } from '../../core/permissions';
import { cookieJar } from './cookieJar';

/**
 * The signed-in session, kept in cookies as spec part 1 §3/§4/§9 says: the token in chunks of
 * 1024 characters (`token0`, `token1`, … and `numTokenChunks`), the other login-response fields
 * one cookie each, session cookies for 1 day and the venue list for 365 days.
 *
 * Judgement call: browsers silently drop a cookie over ~4 KB, and a role's permission list or a
 * user's venue list can pass that. Those two values use the token's chunk scheme when they are
 * long (`permissions0…` + `numPermissionsChunks`), so nothing is lost without notice.
 */

export interface CustomerGroupRef {
  _id: string;
  name: string;
  slug: string;
}

export interface Session {
  token: string;
  roles: string[];
  /** role slug; `admin` holds every permission */
  role: string;
  email: string;
  name: string;
  /** user id */
  id: string;
  mfa: boolean;
  /** id of the customer group the user is linked to */
  linkedCustomerGroup: string | null;
  customerGroup: CustomerGroupRef | null;
  permissions: string[];
  /** allowed venue ids; empty for admins (all venues) */
  venues: string[];
  /** the selected (active) venue */
  venue: string | null;
  /** the tenant the user belongs to; null while a self-registered account waits for its brand */
  member: Membership;
}

/** The body of POST v1/auth/login (and GET v1/auth/session): the session fields. */
export type LoginResponse = { token: string } & Partial<Omit<Session, 'token' | 'customerGroup'>> & { customerGroup?: Partial<CustomerGroupRef> | null };

export const TOKEN_CHUNK_SIZE = 1024;
const SESSION_DAYS = 1;
const VENUES_DAYS = 365;

const PLAIN_FIELDS = ['roles', 'role', 'email', 'name', 'id', 'mfa', 'linkedCustomerGroup', 'customerGroup', 'venue', 'member'] as const;
const CHUNKABLE_FIELDS = ['token', 'permissions', 'venues'] as const;

const countCookie = (name: string) => `num${name[0].toUpperCase()}${name.slice(1)}Chunks`;

function removeChunked(name: string): void {
  const chunk = new RegExp(`^${name}\\d+$`);
  for (const cookie of cookieJar.names()) if (chunk.test(cookie)) cookieJar.remove(cookie);
  cookieJar.remove(countCookie(name));
  cookieJar.remove(name);
}

/** `always` chunks even short values: the spec stores the token as token0… in every case. */
function writeChunked(name: string, value: string, days: number, always = false): void {
  removeChunked(name);
  if (!always && value.length <= TOKEN_CHUNK_SIZE) {
    cookieJar.set(name, value, days);
    return;
  }
  const count = Math.max(1, Math.ceil(value.length / TOKEN_CHUNK_SIZE));
  for (let i = 0; i < count; i++) cookieJar.set(`${name}${i}`, value.slice(i * TOKEN_CHUNK_SIZE, (i + 1) * TOKEN_CHUNK_SIZE), days);
  cookieJar.set(countCookie(name), String(count), days);
}

/** Reassembles chunks; null when a chunk is missing (a half-expired value is no value). */
function readChunked(name: string): string | null {
  const countText = cookieJar.get(countCookie(name));
  if (countText === null) return cookieJar.get(name);
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1) return null;
  let value = '';
  for (let i = 0; i < count; i++) {
    const chunk = cookieJar.get(`${name}${i}`);
    if (chunk === null) return null;
    value += chunk;
  }
  return value;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const stringArray = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** Called after every change (login, logout, venue switch); returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return readChunked('token') || null;
}

export function getSelectedVenue(): string | null {
  return cookieJar.get('venue') || null;
}

/**
 * The venue a user worked in last, per user, outside the session: logout clears every session
 * value, yet the next login of the same user re-selects that venue (spec §4).
 */
const rememberKey = (userId: string) => `rememberedVenue:${userId}`;

export function rememberedVenue(userId: string): string | null {
  try {
    return localStorage.getItem(rememberKey(userId));
  } catch {
    return null;
  }
}

function rememberVenue(userId: string | undefined, venueId: string | null): void {
  if (!userId || !venueId) return;
  try {
    localStorage.setItem(rememberKey(userId), venueId);
  } catch {
    /* storage unavailable: the venue is simply not remembered */
  }
}

export function setSelectedVenue(id: string | null): void {
  if (id) cookieJar.set('venue', id, SESSION_DAYS);
  else cookieJar.remove('venue');
  rememberVenue(cookieJar.get('id') ?? undefined, id);
  notify();
}

let loadedFrom: string | null = null;
let loaded: Session | null = null;

/** The session the cookies hold; the same object while they are unchanged (list cells read it per cell). */
export function loadSession(): Session | null {
  const text = cookieJar.text();
  if (text !== loadedFrom) {
    loaded = readSession();
    loadedFrom = text;
  }
  return loaded;
}

function readSession(): Session | null {
  const token = getToken();
  if (!token) return null;
  const venue = getSelectedVenue();
  const venuesText = readChunked('venues');
  return {
    token,
    roles: stringArray(parseJson<unknown>(cookieJar.get('roles'), [])),
    role: cookieJar.get('role') ?? '',
    email: cookieJar.get('email') ?? '',
    name: cookieJar.get('name') ?? '',
    id: cookieJar.get('id') ?? '',
    mfa: cookieJar.get('mfa') === 'true',
    linkedCustomerGroup: cookieJar.get('linkedCustomerGroup') || null,
    customerGroup: parseJson<CustomerGroupRef | null>(cookieJar.get('customerGroup'), null),
    permissions: stringArray(parseJson<unknown>(readChunked('permissions'), [])),
    // Spec §3: "venues (falls back to a single venue)".
    venues: venuesText === null ? (venue ? [venue] : []) : stringArray(parseJson<unknown>(venuesText, [])),
    venue,
    member: membershipOf(cookieJar.get('member')),
  };
}

function membershipOf(value: unknown): Membership {
  return value === 'brand' || value === 'venue' ? value : null;
}

/**
 * Stores a login response. A previously selected venue is kept when the new user may still use
 * it (admins: any venue), so re-login re-selects the remembered venue (spec §4).
 */
export function saveSession(response: LoginResponse): Session {
  const previousVenue = getSelectedVenue() ?? (response.id ? rememberedVenue(response.id) : null);
  const venues = stringArray(response.venues ?? (response.venue ? [response.venue] : []));
  const role = response.role ?? '';
  const keepPrevious = previousVenue !== null && (role === 'admin' || venues.includes(previousVenue));
  const session: Session = {
    token: response.token,
    roles: stringArray(response.roles ?? (role ? [role] : [])),
    role,
    email: response.email ?? '',
    name: response.name ?? '',
    id: response.id ?? '',
    mfa: response.mfa === true,
    linkedCustomerGroup: response.linkedCustomerGroup ?? null,
    customerGroup: response.customerGroup?._id ? { _id: response.customerGroup._id, name: response.customerGroup.name ?? '', slug: response.customerGroup.slug ?? '' } : null,
    permissions: stringArray(response.permissions ?? []),
    venues,
    venue: response.venue ?? (keepPrevious ? previousVenue : null),
    member: membershipOf(response.member),
  };

  writeChunked('token', session.token, SESSION_DAYS, true);
  cookieJar.set('roles', JSON.stringify(session.roles), SESSION_DAYS);
  cookieJar.set('role', session.role, SESSION_DAYS);
  cookieJar.set('email', session.email, SESSION_DAYS);
  cookieJar.set('name', session.name, SESSION_DAYS);
  cookieJar.set('id', session.id, SESSION_DAYS);
  cookieJar.set('mfa', String(session.mfa), SESSION_DAYS);
  if (session.linkedCustomerGroup) cookieJar.set('linkedCustomerGroup', session.linkedCustomerGroup, SESSION_DAYS);
  else cookieJar.remove('linkedCustomerGroup');
  if (session.customerGroup) cookieJar.set('customerGroup', JSON.stringify(session.customerGroup), SESSION_DAYS);
  else cookieJar.remove('customerGroup');
  writeChunked('permissions', JSON.stringify(session.permissions), SESSION_DAYS);
  writeChunked('venues', JSON.stringify(session.venues), VENUES_DAYS);
  if (session.venue) cookieJar.set('venue', session.venue, SESSION_DAYS);
  else cookieJar.remove('venue');
  if (session.member) cookieJar.set('member', session.member, SESSION_DAYS);
  else cookieJar.remove('member');
  rememberVenue(session.id, session.venue);
  notify();
  return session;
}

/** After a password change: the server revoked the old token and answered this one. */
export function setSessionToken(token: string): void {
  if (!getToken()) return;
  writeChunked('token', token, SESSION_DAYS, true);
  notify();
}

/** After MFA is turned on or off (/auth/security): the session's `mfa` flag follows. */
export function setSessionMfa(on: boolean): void {
  if (!getToken()) return;
  cookieJar.set('mfa', String(on), SESSION_DAYS);
  notify();
}

/** Logout: removes every session value and every token chunk (spec §4). */
export function clearSession(): void {
  for (const name of CHUNKABLE_FIELDS) removeChunked(name);
  for (const name of PLAIN_FIELDS) cookieJar.remove(name);
  notify();
}
