import type { FastifyInstance } from 'fastify';
import { deliveryArea } from '../../../../../schemas/_fragments/deliveryArea';
import { idSchema } from '../../../crud/entitySchemas';
import { readUpload } from '../../../files/readUpload';
import type { Services } from '../../../services';
import { areasToKml } from './areasToKml';
import type { DeliveryArea } from './deliveryAreaErrors';
import { KML_MAX_BYTES, kmlToAreas } from './kmlToAreas';

/** A file name of the venue's short id (or name) that needs no quoting in a header. */
const fileName = (venue: Record<string, unknown>) =>
  `${String(venue.readableId || venue.name || 'venue').replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}-delivery-areas.kml`;

/**
 * Delivery areas as KML (spec part 1 §7 "Delivery area"). The parse reads a file into areas and
 * keeps nothing: the admin shows them and saves them with the venue (PATCH, where the venue's
 * rules check them again). It serves the venue edit, so it needs the right to update venues.
 * The export reads the venue with the caller's rights (another tenant's venue is a 404).
 */
export function kmlRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;

  app.post('/api/v1/general/data/kml/parse', {
    config: { access: 'venue.update' },
    schema: {
      tags: ['venue'],
      summary: 'Delivery area: the polygons of a KML file as delivery areas (nothing is stored)',
      description: `Multipart field \`file\`: a KML file in UTF-8, at most ${KML_MAX_BYTES / (1024 * 1024)} MB. Every polygon of every placemark becomes one area named after its placemark; altitudes are dropped and an open ring is closed. A file that is not XML or not KML answers 400 KML_INVALID naming the line and column (\`line\`, \`column\` in the body); a file without polygons 400 KML_NO_POLYGON. DOCTYPE declarations (and so entities) are refused.`,
      operationId: 'venue_kmlParse',
      body: { content: { 'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } },
      response: {
        200: {
          type: 'object',
          properties: { data: { type: 'object', properties: { areas: { type: 'array', items: deliveryArea } }, required: ['areas'] } },
          required: ['data'],
        },
      },
    },
  }, async (req) => ({ data: { areas: kmlToAreas(await readUpload(req)) } }));

  app.get('/api/v1/general/data/kml/export/:id', {
    config: { access: 'venue.view' },
    schema: {
      tags: ['venue'],
      summary: 'Delivery area: the delivery areas of a venue as a KML file',
      description: 'One placemark with a polygon per area; importing the file again (POST general/data/kml/parse) gives the same areas. The file is named after the venue\'s short id.',
      operationId: 'venue_kmlExport',
      produces: ['application/vnd.google-earth.kml+xml'],
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
    },
  }, async (req, reply) => {
    const record = await services.items.show(venue, req.principal!, (req.params as { id: string }).id);
    const areas = (Array.isArray(record.areas) ? record.areas : []) as DeliveryArea[];
    return reply
      .type('application/vnd.google-earth.kml+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(record)}"`)
      .send(areasToKml(areas));
  });
}
