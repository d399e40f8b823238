import { describe, expect, it } from 'vitest';
import { createDelfiClient } from '../entities/venue/delfi/createDelfiClient';
import { createSepaProvider } from '../entities/sepa/createSepaProvider';
import { keyedProviderFromEnv } from './keyedProviderFromEnv';

const VARS = { url: 'X_URL', key: 'X_KEY', timeout: 'X_TIMEOUT_MS' };

describe('keyedProviderFromEnv', () => {
  it('is null without a URL, and reads URL, key and timeout (with its default)', () => {
    expect(keyedProviderFromEnv({}, VARS, 10_000)).toBeNull();
    expect(keyedProviderFromEnv({ X_URL: '  ' }, VARS, 10_000)).toBeNull();
    expect(keyedProviderFromEnv({ X_URL: ' http://p.test ', X_KEY: ' k ' }, VARS, 10_000)).toEqual({ url: 'http://p.test', key: 'k', timeoutMs: 10_000 });
    expect(keyedProviderFromEnv({ X_URL: 'http://p.test', X_KEY: 'k', X_TIMEOUT_MS: '2500' }, VARS, 10_000)?.timeoutMs).toBe(2500);
  });

  it('stops the start on a malformed URL or a URL without a key, naming the variables', () => {
    expect(() => keyedProviderFromEnv({ X_URL: 'not a url', X_KEY: 'k' }, VARS, 1)).toThrow('X_URL is not a URL: not a url');
    expect(() => keyedProviderFromEnv({ X_URL: 'http://p.test' }, VARS, 1)).toThrow('X_URL is set but X_KEY is not');
  });

  it('configures the SEPA provider and the delivery-information service from their own variables', () => {
    expect(createSepaProvider({})).toBeNull();
    expect(createDelfiClient({})).toBeNull();
    expect(createSepaProvider({ SEPA_PROVIDER_URL: 'http://sepa.test', SEPA_PROVIDER_KEY: 'k' })).not.toBeNull();
    expect(createDelfiClient({ DELFI_API_URL: 'http://delfi.test', DELFI_API_KEY: 'k' })).not.toBeNull();
    expect(() => createSepaProvider({ SEPA_PROVIDER_URL: 'http://sepa.test' })).toThrow('SEPA_PROVIDER_URL is set but SEPA_PROVIDER_KEY is not');
    expect(() => createDelfiClient({ DELFI_API_URL: 'nope', DELFI_API_KEY: 'k' })).toThrow('DELFI_API_URL is not a URL');
  });
});
