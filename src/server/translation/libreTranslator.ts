import { providerJson, unexpectedAnswer } from '../http/providerJson';
import { batches } from './batches';
import type { Translator } from './Translator';

export interface LibreTranslateOptions {
  /** base URL of a LibreTranslate server, e.g. https://libretranslate.com or a self-hosted one */
  url: string;
  /** sent as `api_key` when set (servers with keys required) */
  key?: string;
  timeoutMs: number;
}

/**
 * LibreTranslate's `POST /translate` with a list in `q` (the answer's `translatedText` is then a
 * list too), in the same batches as DeepL since servers may limit characters per request.
 */
export function libreTranslator(opts: LibreTranslateOptions): Translator {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/translate`;
  return {
    async translate(texts, from, to) {
      const out: string[] = [];
      for (const batch of batches(texts)) {
        const answer = await providerJson(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: batch, source: from, target: to, format: 'text', ...(opts.key ? { api_key: opts.key } : {}) }),
        }, { failure: 'TRANSLATOR_FAILED', timeoutMs: opts.timeoutMs });
        const list = (answer as { translatedText?: unknown })?.translatedText;
        if (!Array.isArray(list) || list.length !== batch.length || !list.every((t) => typeof t === 'string')) throw unexpectedAnswer('TRANSLATOR_FAILED');
        out.push(...(list as string[]));
      }
      return out;
    },
  };
}
