import type { FastifyInstance } from 'fastify';
import { parseCall, pathParams } from '../../core/apiSpec';
import { idSchema } from '../crud/entitySchemas';
import { routeUrl } from '../crud/routeUrl';
import type { Services } from '../services';
import { ACCEPTS, uploadIntoField, type Accept } from './uploadIntoField';

/** What a file field takes: images for image fields, PDFs where the picker asks for them only, else either. */
function acceptOf(prop: { 'x-ui'?: { widget?: string; accept?: string } }): Accept {
  if (prop['x-ui']?.widget === 'image') return 'image';
  return prop['x-ui']?.accept === 'application/pdf' ? 'pdf' : 'document';
}

/**
 * The upload call of every file field declared `x-ui.upload: 'PATCH {id}/<path>'` (venue
 * documents and images, foodcard photos, icons and banners): one file, checked by its content
 * (see acceptOf), stored in the files store, and the record's field set through the items
 * service, so tenant scope and audit (`upload<Field>`, e.g. uploadPhoto) apply as for any update.
 */
export function fieldUploadRoutes(app: FastifyInstance, services: Services): void {
  for (const entity of services.registry.values()) {
    const base = entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`;
    for (const [field, prop] of Object.entries<any>(entity.def.properties)) {
      const upload: string | undefined = prop['x-ui']?.upload;
      if (!upload || !/^PATCH \{id\}\//.test(upload)) continue;
      const call = parseCall(base, upload);
      if (pathParams(call.path).join() !== 'id') continue;
      const accept = acceptOf(prop);
      const action = `upload${field[0].toUpperCase()}${field.slice(1)}`;
      app.patch(routeUrl(call.path), {
        config: { access: entity.def['x-access'].update ?? 'admin' },
        schema: {
          tags: [entity.id],
          summary: `${entity.def.title}: upload ${field} (${ACCEPTS[accept].label}, at most 10 MB)`,
          operationId: `${entity.id}_${action}`,
          params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
          // Documentation of the multipart body; the file itself is checked by its content.
          body: {
            content: {
              'multipart/form-data': {
                schema: { properties: { file: { type: 'string', format: 'binary', description: ACCEPTS[accept].label } }, required: ['file'] },
              },
            },
          },
          response: { 200: { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] } },
        },
      }, async (req) => ({ data: await uploadIntoField(req, services, entity, { field, accept, action }) }));
    }
  }
}
