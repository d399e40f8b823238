import type { FastifyInstance } from 'fastify';
import { systemPrincipal } from '../../access/systemPrincipal';
import { idSchema } from '../../crud/entitySchemas';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { fileUrl } from '../../files/fileUrl';

const LEGAL = ['terms', 'imprint', 'privacy'] as const;

const params = { type: 'object', properties: { id: idSchema }, required: ['id'] };
const data = (schema: object) => ({ type: 'object', properties: { data: schema }, required: ['data'] });

/**
 * The public reads behind the legal pages (/legal/{id}/{type}): a venue's name and the URLs of its
 * legal documents. The documents are uploaded through the generic field uploads (x-ui.upload).
 */
export function venueLegalRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;

  for (const doc of LEGAL) {
    app.get(`/api/v1/general/venue/:id/${doc}`, {
      config: { access: 'public' },
      schema: {
        tags: ['venue'],
        summary: `Venue: URL of the ${doc} document (public, for /legal/{id}/${doc})`,
        operationId: `venue_${doc}Url`,
        security: [],
        params,
        response: { 200: data({ type: 'object', properties: { url: { type: 'string' } }, required: ['url'] }) },
      },
    }, async (req) => {
      const { id } = req.params as { id: string };
      const record = await services.items.show(venue, systemPrincipal, id);
      if (!record[doc]) throw new AppError('NOT_FOUND', { resource: `${doc} document of this venue` });
      return { data: { url: fileUrl(services.config, record[doc]) } };
    });
  }

  app.get('/api/v1/general/venue/:id/name', {
    config: { access: 'public' },
    schema: {
      tags: ['venue'],
      summary: 'Venue: name and short id (public, for the legal pages)',
      operationId: 'venue_name',
      security: [],
      params,
      response: {
        200: data({
          type: 'object',
          properties: { _id: idSchema, name: { type: 'string' }, readableId: { type: 'string' } },
          required: ['_id', 'name', 'readableId'],
          additionalProperties: false,
        }),
      },
    },
  }, async (req) => {
    const record = await services.items.show(venue, systemPrincipal, (req.params as { id: string }).id);
    return { data: { _id: record._id, name: record.name, readableId: record.readableId } };
  });
}
