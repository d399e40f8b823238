import type { FastifyInstance } from 'fastify';
import { contentLanguages } from '../../../schemas/_fragments/translatable';
import { AppError } from '../errors';
import type { Services } from '../services';

const language = { type: 'string', enum: contentLanguages } as const;

/**
 * `POST v1/foodcard/translation/machine {from, to, texts}` (foodcard.import, like the
 * /translation screen): the texts machine-translated, `{data: {texts}}` in the same order.
 * Nothing is stored: the screen shows the result for review and saves it with the records.
 */
export function translationRoute(app: FastifyInstance, services: Services): void {
  app.post('/api/v1/foodcard/translation/machine', {
    config: { access: 'foodcard.import' },
    schema: {
      tags: ['translation'], summary: 'Foodcard: machine-translate texts', operationId: 'foodcard_translate',
      body: {
        type: 'object',
        properties: { from: language, to: language, texts: { type: 'array', items: { type: 'string', maxLength: 10000 }, minItems: 1, maxItems: 500 } },
        required: ['from', 'to', 'texts'],
        additionalProperties: false,
      },
      response: {
        200: {
          type: 'object',
          properties: { data: { type: 'object', properties: { texts: { type: 'array', items: { type: 'string' } } }, required: ['texts'] } },
          required: ['data'],
        },
      },
    },
  }, async (req) => {
    const { from, to, texts } = req.body as { from: string; to: string; texts: string[] };
    const provider = services.translator;
    if (!provider) throw new AppError('MACHINE_TRANSLATION_MISSING');
    if (from === to) return { data: { texts } };
    // Blank texts stay blank without costing a provider request (or a refusal of empty text).
    const asked = texts.flatMap((text, i) => (text.trim() ? [i] : []));
    const out = asked.length ? await provider.translate(asked.map((i) => texts[i]), from, to) : [];
    if (out.length !== asked.length) throw new AppError('TRANSLATOR_FAILED', { reason: 'a different number of texts came back' });
    const result = [...texts];
    asked.forEach((at, j) => { result[at] = out[j]; });
    return { data: { texts: result } };
  });
}
