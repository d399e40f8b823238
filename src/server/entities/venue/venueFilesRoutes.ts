import type { FastifyInstance } from 'fastify';
import { systemPrincipal } from '../../access/systemPrincipal';
import { idSchema } from '../../crud/entitySchemas';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { fileUrl } from '../../files/fileUrl';
import { ACCEPTS, uploadIntoField, type Accept } from '../../files/uploadIntoField';

/** The upload calls of spec part 1 §7: path below general/venue/{id}, venue field, accepted files. */
const UPLOADS: { path: string; field: string; accept: Accept; action: string }[] = [
  { path: 'photo', field: 'photo', accept: 'image', action: 'uploadPhoto' },
  { path: 'nutritionTable', field: 'nutritionTable', accept: 'document', action: 'uploadNutritionTable' },
  { path: 'self-certification', field: 'selfCertification', accept: 'document', action: 'uploadSelfCertification' },
  { path: 'terms', field: 'terms', accept: 'pdf', action: 'uploadTerms' },
  { path: 'imprint', field: 'imprint', accept: 'pdf', action: 'uploadImprint' },
  { path: 'privacy', field: 'privacy', accept: 'pdf', action: 'uploadPrivacy' },
  { path: 'external-delivery-service/icon', field: 'externalDeliveryServiceIcon', accept: 'image', action: 'uploadExternalDeliveryServiceIcon' },
];

const LEGAL = ['terms', 'imprint', 'privacy'] as const;

const params = { type: 'object', properties: { id: idSchema }, required: ['id'] };
const data = (schema: object) => ({ type: 'object', properties: { data: schema }, required: ['data'] });

/**
 * Venue documents and images (uploads through the files store, tenant-scoped writes through the
 * items service so they are audited), and the public reads of the legal pages.
 */
export function venueFilesRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const access = venue.def['x-access'].update ?? 'admin';

  for (const u of UPLOADS) {
    const accept = ACCEPTS[u.accept];
    app.patch(`/api/v1/general/venue/:id/${u.path}`, {
      config: { access },
      schema: {
        tags: ['venue'],
        summary: `Venue: upload ${u.field} (${accept.label}, at most 10 MB)`,
        operationId: `venue_${u.action}`,
        params,
        // Documentation of the multipart body; the file itself is checked by its content below.
        body: {
          content: {
            'multipart/form-data': {
              schema: { properties: { file: { type: 'string', format: 'binary', description: accept.label } }, required: ['file'] },
            },
          },
        },
        response: { 200: data({ $ref: 'venue#' }) },
      },
    }, async (req) => ({ data: await uploadIntoField(req, services, venue, u) }));
  }

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
