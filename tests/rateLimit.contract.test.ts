import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { totpCode } from '../src/server/auth/totp';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Limits under parallel requests: each attempt is counted before its secret is checked, so a
 * burst of simultaneous guesses gets exactly the limit's number of checks and 429 for the rest.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

let lastAddress = 0;
/** An address of its own per test, so the per-address counts of one test do not reach the next. */
const freshAddress = () => `10.23.0.${++lastAddress}`;

async function send(method: InjectOptions['method'], url: string, body: unknown, ip: string, token?: string): Promise<{ status: number; body: any }> {
  const res = await t.app.inject({
    method, url, remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** How many answers had each status. */
const tally = (answers: Array<{ status: number }>) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

const parallel = <T>(n: number, one: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));

describe('40 parallel guesses', () => {
  it('at one account: 5 passwords are checked, the rest and the right one after them answer 429', async () => {
    const ip = freshAddress();
    // The right password is the last of the 40; 39 wrong ones started before it.
    const answers = await parallel(40, (i) => send('POST', '/api/v1/auth/login',
      { email: 'operator@example.com', password: i === 39 ? PASSWORD : `Wrong${i}abc` }, ip));
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.code).toBe('RATE_LIMITED');
    const right = await send('POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD }, freshAddress());
    expect(right).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('from one address across accounts: 20 of 60 failures are checked', async () => {
    const ip = freshAddress();
    const answers = await parallel(60, (i) => send('POST', '/api/v1/auth/login', { email: `burst${i}@example.com`, password: 'Wrong1234' }, ip));
    expect(tally(answers)).toEqual({ 401: 20, 429: 40 });
    // The address is spent for a known account with its right password too.
    expect((await send('POST', '/api/v1/auth/login', { email: 'manager@example.com', password: PASSWORD }, ip)).status).toBe(429);
  });

  it('at an MFA code: 5 codes are checked', async () => {
    const { secret } = (await t.call(admin, 'POST', '/api/v1/auth/mfa/setup')).body.data;
    const near = new Set([-1, 0, 1].map((s) => totpCode(secret, Date.now(), s)));
    const wrong = Array.from({ length: 1000 }, (_, n) => String(n).padStart(6, '0')).filter((c) => !near.has(c));
    const answers = await parallel(40, (i) => send('POST', '/api/v1/auth/mfa/enable', { code: wrong[i] }, freshAddress(), admin));
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
    expect((await send('POST', '/api/v1/auth/mfa/enable', { code: totpCode(secret) }, freshAddress(), admin)).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('at the current password: 5 are checked', async () => {
    const ip = freshAddress();
    const answers = await parallel(40, (i) => send('PATCH', '/api/v1/auth/user/password/change', { currentPassword: `Wrong${i}abc`, password: 'Mine12345' }, ip, admin));
    expect(tally(answers)).toEqual({ 422: 5, 429: 35 });
  });

  it('at reset requests: 5 per account and 20 per address are sent', async () => {
    const one = await parallel(40, () => send('PATCH', '/api/v1/auth/password/request', { email: 'ghost@example.com' }, freshAddress()));
    expect(tally(one)).toEqual({ 200: 5, 429: 35 });
    const ip = freshAddress();
    const many = await parallel(60, (i) => send('PATCH', '/api/v1/auth/password/request', { email: `ghost${i}@example.com` }, ip));
    expect(tally(many)).toEqual({ 200: 20, 429: 40 });
  });
});

describe('reset token guesses', () => {
  it('are limited per address (20 in the window, then 429), parallel or not', async () => {
    const ip = freshAddress();
    const guess = (i: number) => send('PATCH', '/api/v1/auth/password', { token: `guess-${i}-${'x'.repeat(40)}`, password: 'Guessed123' }, ip);
    const answers = await parallel(40, guess);
    expect(tally(answers)).toEqual({ 422: 20, 429: 20 });
    expect(answers.find((a) => a.status === 429)!.body.code).toBe('RESET_RATE_LIMITED');
    // Another address is not held up by these guesses.
    expect((await send('PATCH', '/api/v1/auth/password', { token: 'another-guess', password: 'Guessed123' }, freshAddress())).status).toBe(422);
  });
});
