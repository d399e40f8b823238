import { providerJson, unexpectedAnswer } from '../http/providerJson';
import { batches } from './batches';
import type { Translator } from './Translator';

export interface DeeplOptions {
  /** https://api.deepl.com or https://api-free.deepl.com (or a compatible server) */
  url: string;
  key: string;
  timeoutMs: number;
}

/**
 * Target languages DeepL wants with a variant: bare EN and PT are deprecated, and ZH-HANS names
 * the simplified Chinese it returns for ZH. The others are the content code upper-cased.
 */
const TARGET_VARIANT: Record<string, string> = { en: 'EN-GB', pt: 'PT-PT', zh: 'ZH-HANS' };

export function deeplTarget(language: string): string {
  return TARGET_VARIANT[language] ?? language.toUpperCase();
}

/** DeepL's `POST /v2/translate`, 50 texts per request at most, one request after the other. */
export function deeplTranslator(opts: DeeplOptions): Translator {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/v2/translate`;
  return {
    async translate(texts, from, to) {
      const out: string[] = [];
      for (const batch of batches(texts)) {
        const answer = await providerJson(endpoint, {
          method: 'POST',
          headers: { authorization: `DeepL-Auth-Key ${opts.key}`, 'content-type': 'application/json', accept: 'application/json' },
          // preserve_formatting: menu entries keep their case and punctuation as written.
          body: JSON.stringify({ text: batch, source_lang: from.toUpperCase(), target_lang: deeplTarget(to), preserve_formatting: true }),
        }, { failure: 'TRANSLATOR_FAILED', timeoutMs: opts.timeoutMs });
        const list = (answer as { translations?: unknown })?.translations;
        if (!Array.isArray(list) || list.length !== batch.length) throw unexpectedAnswer('TRANSLATOR_FAILED');
        for (const t of list) {
          const text = (t as { text?: unknown })?.text;
          if (typeof text !== 'string') throw unexpectedAnswer('TRANSLATOR_FAILED');
          out.push(text);
        }
      }
      return out;
    },
  };
}
