import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './helpers';

/** Bearer token of a seeded user, for preparing data through the API beside the browser. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** One API call with a token; the parsed `data` of the answer. */
export async function api<T = any>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data !== undefined ? { data } : {}) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** `_id` of the demo venue with this short id. */
export async function venueId(request: APIRequestContext, token: string, readableId: string): Promise<string> {
  return (await api<any[]>(request, token, 'GET', `v1/general/venue/list?readableId[]=${readableId}`))[0]._id;
}
