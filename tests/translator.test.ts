import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/server/errors';
import { batches } from '../src/server/translation/batches';
import { createTranslator } from '../src/server/translation/createTranslator';
import { deeplTarget } from '../src/server/translation/deeplTranslator';
import { deadUrl, providerServer, type ProviderRequest, type ProviderServer } from './helpers/providerServer';

let server: ProviderServer;
beforeAll(async () => {
  server = await providerServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** answers like DeepL: each text tagged with the target language */
function deepl(req: ProviderRequest) {
  if (req.method !== 'POST' || req.path !== '/v2/translate') return { status: 404, json: { message: 'Not found' } };
  if (req.headers.authorization !== 'DeepL-Auth-Key secret-key:fx') return { status: 403, json: { message: 'Authorization failure, check auth_key' } };
  return { json: { translations: req.json.text.map((t: string) => ({ detected_source_language: 'DE', text: `${req.json.target_lang}:${t}` })) } };
}

/** answers like LibreTranslate with a list in `q` */
function libre(req: ProviderRequest) {
  if (req.method !== 'POST' || req.path !== '/translate') return { status: 404, json: { error: 'Not Found' } };
  return { json: { translatedText: req.json.q.map((t: string) => `${req.json.target}:${t}`) } };
}

describe('DeepL translator against a local DeepL', () => {
  const translator = () => createTranslator({ TRANSLATOR_URL: server.url, TRANSLATOR_API: 'deepl', TRANSLATOR_KEY: 'secret-key:fx', TRANSLATOR_TIMEOUT_MS: '1000' })!;

  it('posts the texts with the key and DeepL language codes', async () => {
    server.answer = deepl;
    expect(await translator().translate(['Käseburger', 'mit Pommes'], 'de', 'en')).toEqual(['EN-GB:Käseburger', 'EN-GB:mit Pommes']);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json).toEqual({ text: ['Käseburger', 'mit Pommes'], source_lang: 'DE', target_lang: 'EN-GB', preserve_formatting: true });
  });

  it('maps the content languages to target codes DeepL accepts', () => {
    expect(['en', 'pt', 'zh', 'fr', 'nl', 'cs', 'ja'].map(deeplTarget)).toEqual(['EN-GB', 'PT-PT', 'ZH-HANS', 'FR', 'NL', 'CS', 'JA']);
  });

  it('sends at most 50 texts per request and keeps the order', async () => {
    server.answer = deepl;
    const texts = Array.from({ length: 120 }, (_, i) => `Gericht ${i}`);
    const out = await translator().translate(texts, 'de', 'fr');
    expect(out).toEqual(texts.map((t) => `FR:${t}`));
    expect(server.requests.map((r) => r.json.text.length)).toEqual([50, 50, 20]);
  });

  it('a refused key, a quota or server error, a non-JSON or misshapen answer are TRANSLATOR_FAILED (502)', async () => {
    server.answer = deepl;
    let err = await failure(createTranslator({ TRANSLATOR_URL: server.url, TRANSLATOR_API: 'deepl', TRANSLATOR_KEY: 'wrong' })!.translate(['a'], 'de', 'en'));
    expect(err).toMatchObject({ code: 'TRANSLATOR_FAILED', status: 502 });
    expect(err.message).toContain('HTTP 403: Authorization failure, check auth_key');

    server.answer = () => ({ status: 456, json: { message: 'Quota exceeded' } });
    expect((await failure(translator().translate(['a'], 'de', 'en'))).message).toContain('HTTP 456: Quota exceeded');

    server.answer = () => ({ raw: '<html>oops</html>' });
    expect((await failure(translator().translate(['a'], 'de', 'en'))).message).toContain('not JSON');

    for (const json of [{}, { translations: [] }, { translations: [{ text: 1 }] }]) {
      server.answer = () => ({ json });
      err = await failure(translator().translate(['a'], 'de', 'en'));
      expect(err.code, JSON.stringify(json)).toBe('TRANSLATOR_FAILED');
      expect(err.message).toContain('unexpected shape');
    }
  });

  it('no answer in time, or no server, is TRANSLATOR_FAILED', async () => {
    server.answer = () => ({ hang: true });
    expect((await failure(translator().translate(['a'], 'de', 'en'))).message).toContain('no answer within 1 s');
    const gone = createTranslator({ TRANSLATOR_URL: await deadUrl(), TRANSLATOR_API: 'deepl', TRANSLATOR_KEY: 'k' })!;
    expect((await failure(gone.translate(['a'], 'de', 'en'))).message).toContain('not reachable');
  });
});

describe('LibreTranslate translator against a local LibreTranslate', () => {
  it('posts q as a list with source, target, format and api_key', async () => {
    server.answer = libre;
    const translator = createTranslator({ TRANSLATOR_URL: `${server.url}/`, TRANSLATOR_API: 'libretranslate', TRANSLATOR_KEY: 'lt-key' })!;
    expect(await translator.translate(['Suppe', 'Brot'], 'de', 'it')).toEqual(['it:Suppe', 'it:Brot']);
    expect(server.requests[0].json).toEqual({ q: ['Suppe', 'Brot'], source: 'de', target: 'it', format: 'text', api_key: 'lt-key' });
  });

  it('without a key sends none, and batches long lists', async () => {
    server.answer = libre;
    const texts = Array.from({ length: 51 }, (_, i) => `Text ${i}`);
    expect(await createTranslator({ TRANSLATOR_URL: server.url })!.translate(texts, 'de', 'es')).toEqual(texts.map((t) => `es:${t}`));
    expect(server.requests.map((r) => r.json.q.length)).toEqual([50, 1]);
    expect(server.requests[0].json).not.toHaveProperty('api_key');
  });

  it('a refusal or a misshapen answer is TRANSLATOR_FAILED', async () => {
    server.answer = () => ({ status: 400, json: { error: 'is is not supported' } });
    const translator = createTranslator({ TRANSLATOR_URL: server.url })!;
    expect((await failure(translator.translate(['a'], 'de', 'is'))).message).toContain('HTTP 400: is is not supported');
    server.answer = () => ({ json: { translatedText: 'one string for a list' } });
    expect((await failure(translator.translate(['a'], 'de', 'en'))).message).toContain('unexpected shape');
  });
});

describe('createTranslator', () => {
  it('without TRANSLATOR_URL there is none', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ TRANSLATOR_URL: ' ', TRANSLATOR_KEY: 'k' })).toBeNull();
  });

  it('picks DeepL for a deepl.com host and refuses settings that cannot work', () => {
    expect(() => createTranslator({ TRANSLATOR_URL: 'https://api-free.deepl.com' })).toThrow(/TRANSLATOR_KEY is required for DeepL/);
    expect(createTranslator({ TRANSLATOR_URL: 'https://api-free.deepl.com', TRANSLATOR_KEY: 'k' })).not.toBeNull();
    expect(() => createTranslator({ TRANSLATOR_URL: 'https://x.example', TRANSLATOR_API: 'google' })).toThrow(/TRANSLATOR_API must be deepl or libretranslate/);
    expect(() => createTranslator({ TRANSLATOR_URL: 'libretranslate' })).toThrow(/TRANSLATOR_URL is not a URL/);
  });
});

describe('batches', () => {
  it('cuts by count and by bytes, a lone oversized text alone', () => {
    expect(batches(['a', 'b', 'c'], { texts: 2, bytes: 100 })).toEqual([['a', 'b'], ['c']]);
    expect(batches(['ää', 'b', 'cccccc', 'd'], { texts: 10, bytes: 5 })).toEqual([['ää', 'b'], ['cccccc'], ['d']]);
    expect(batches([])).toEqual([]);
  });
});
