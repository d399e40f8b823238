import { timeoutFromEnv } from '../http/timeoutFromEnv';
import { deeplTranslator } from './deeplTranslator';
import { libreTranslator } from './libreTranslator';
import type { Translator } from './Translator';

/**
 * TRANSLATOR_URL set → a DeepL or LibreTranslate server: TRANSLATOR_API (`deepl` |
 * `libretranslate`; by default `deepl` for a *.deepl.com host, else `libretranslate`),
 * TRANSLATOR_KEY (required by DeepL), TRANSLATOR_TIMEOUT_MS per request (default 60 s).
 * Unset → null: the translation call answers MACHINE_TRANSLATION_MISSING. A setting that cannot
 * work fails at boot rather than on the first translation.
 */
export function createTranslator(env: Record<string, string | undefined> = process.env): Translator | null {
  const url = env.TRANSLATOR_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url)) throw new Error(`TRANSLATOR_URL is not a URL: ${url}`);
  const key = env.TRANSLATOR_KEY?.trim() || undefined;
  const timeoutMs = timeoutFromEnv(env.TRANSLATOR_TIMEOUT_MS, 60_000);
  const api = env.TRANSLATOR_API?.trim().toLowerCase() || (/(^|\.)deepl\.com$/.test(new URL(url).hostname) ? 'deepl' : 'libretranslate');
  if (api === 'deepl') {
    if (!key) throw new Error('TRANSLATOR_KEY is required for DeepL (TRANSLATOR_API=deepl)');
    return deeplTranslator({ url, key, timeoutMs });
  }
  if (api === 'libretranslate') return libreTranslator({ url, key, timeoutMs });
  throw new Error(`TRANSLATOR_API must be deepl or libretranslate, not ${api}`);
}
