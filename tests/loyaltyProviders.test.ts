import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/server/errors';
import { comoProvider } from '../src/server/entities/loyaltyProgram/providers/comoProvider';
import { createLoyaltyProviders } from '../src/server/entities/loyaltyProgram/providers/createLoyaltyProviders';
import type { LoyaltyProvider, ProgramCredentials } from '../src/server/entities/loyaltyProgram/providers/LoyaltyProvider';
import { piggyProvider } from '../src/server/entities/loyaltyProgram/providers/piggyProvider';
import { rbiProvider } from '../src/server/entities/loyaltyProgram/providers/rbiProvider';
import { deadUrl, providerServer, type ProviderServer } from './helpers/providerServer';

/** Each loyalty adapter against a local server answering like its provider: rewards, an error, a timeout. */
let server: ProviderServer;
beforeAll(async () => {
  server = await providerServer();
});
afterAll(() => server.close());

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

interface Case {
  name: string;
  make: (url: string, timeoutMs: number) => LoyaltyProvider;
  program: ProgramCredentials;
  /** answers the provider's calls with these rewards */
  answer: (req: ProviderServer['requests'][number]) => { status?: number; json?: unknown; hang?: boolean } | null;
  /** the shape the adapter must map */
  expected: unknown;
  checkRequests: (reqs: ProviderServer['requests']) => void;
}

const cases: Case[] = [
  {
    name: 'piggy',
    make: (url, timeoutMs) => piggyProvider({ url, timeoutMs }),
    program: { apikey: 'piggy-key', shopUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
    answer: (req) => (req.path === '/api/v3/oauth/clients/rewards' ? { json: { data: [{ uuid: 'u1', title: 'Free fries', description: 'Any size', required_credits: 100 }] } } : null),
    expected: [{ id: 'u1', name: 'Free fries', description: 'Any size', points: 100, provider: 'piggy' }],
    checkRequests: ([req]) => {
      expect(req.headers.authorization).toBe('Bearer piggy-key');
      expect(req.query.get('shop_uuid')).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    },
  },
  {
    name: 'como',
    make: (url, timeoutMs) => comoProvider({ url, timeoutMs }),
    program: { apikey: 'como-key', storeId: 'branch-7', posType: 'vectron', operator: 'Franchise Nord' },
    answer: (req) => (req.path === '/api/v4/assets' ? { json: { status: 'ok', assets: [{ key: 'a1', name: 'Coffee', points: 40 }] } } : null),
    expected: [{ id: 'a1', name: 'Coffee', points: 40, provider: 'como' }],
    checkRequests: ([req]) => {
      expect(req.headers['x-api-key']).toBe('como-key');
      expect(req.headers['x-source-type']).toBe('vectron');
      expect(req.headers['x-source-name']).toBe('Franchise Nord');
      expect(req.query.get('branchId')).toBe('branch-7');
    },
  },
  {
    name: 'rbi',
    make: (url, timeoutMs) => rbiProvider({ url, timeoutMs }),
    program: { oauthId: 'client-1', oauthSecret: 'client-secret', storeId: 'store 9' },
    answer: (req) => {
      if (req.path === '/oauth/token') return { json: { access_token: 'tok-123', token_type: 'bearer' } };
      if (req.path === '/loyalty/v1/stores/store%209/rewards') return { json: { rewards: [{ id: 'w1', name: 'Whopper', pointsCost: 500 }] } };
      return null;
    },
    expected: [{ id: 'w1', name: 'Whopper', points: 500, provider: 'rbi' }],
    checkRequests: ([token, rewards]) => {
      expect(token.method).toBe('POST');
      expect(new URLSearchParams(token.body).get('client_secret')).toBe('client-secret');
      expect(new URLSearchParams(token.body).get('grant_type')).toBe('client_credentials');
      expect(rewards.headers.authorization).toBe('Bearer tok-123');
    },
  },
];

describe.each(cases)('$name adapter', (c) => {
  it('maps the provider\'s rewards and sends the program\'s credentials', async () => {
    server.requests.length = 0;
    server.answer = (req) => c.answer(req) ?? { status: 404, json: { message: 'no such path' } };
    expect(await c.make(server.url, 2000).rewards(c.program)).toEqual(c.expected);
    c.checkRequests(server.requests);
  });

  it('an error answer becomes LOYALTY_PROVIDER_FAILED with the status', async () => {
    server.answer = () => ({ status: 500, json: { message: 'database down' } });
    const err = await failure(c.make(server.url, 2000).rewards(c.program));
    expect(err.code).toBe('LOYALTY_PROVIDER_FAILED');
    expect(err.status).toBe(502);
    expect(err.message).toContain(c.name);
    expect(err.message).toContain('HTTP 500');
  });

  it('a provider that does not answer in time fails after the timeout', async () => {
    server.answer = () => ({ hang: true });
    const started = Date.now();
    const err = await failure(c.make(server.url, 300).rewards(c.program));
    expect(err.code).toBe('LOYALTY_PROVIDER_FAILED');
    expect(err.message).toContain('no answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an answer of another shape, or no server at all, fails too', async () => {
    server.answer = () => ({ json: { unexpected: true } });
    expect((await failure(c.make(server.url, 2000).rewards(c.program))).message).toContain('unexpected shape');
    expect((await failure(c.make(await deadUrl(), 2000).rewards(c.program))).message).toContain('not reachable');
  });

  it('a program without its credentials is refused before any request', async () => {
    server.requests.length = 0;
    expect((await failure(c.make(server.url, 2000).rewards({}))).code).toBe('LOYALTY_PROVIDER_FAILED');
    expect(server.requests).toHaveLength(0);
  });
});

describe('createLoyaltyProviders', () => {
  it('configures the providers whose base URL is set and refuses a malformed one', () => {
    const some = createLoyaltyProviders({ PIGGY_API_URL: 'https://api.piggy.eu', COMO_API_URL: ' ' });
    expect(some.piggy).not.toBeNull();
    expect(some.como).toBeNull();
    expect(some.rbi).toBeNull();
    expect(() => createLoyaltyProviders({ RBI_API_URL: 'not a url' })).toThrow(/RBI_API_URL/);
  });
});
