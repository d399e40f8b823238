import type { FastifyInstance } from 'fastify';
import { parseCall, pathParams } from '../../core/apiSpec';
import { idSchema } from '../crud/entitySchemas';
import { routeUrl } from '../crud/crudPlugin';
import type { Services } from '../services';
import { ACCEPTS, uploadIntoField } from './uploadIntoField';

/**
 * The upload call of every file field declared `x-ui.upload: 'PATCH {id}/<path>'` (foodcard
 * photos, icons and banners): one file, checked by its content (images only for image fields),
 * stored in the files store, and the record's field set through the items service, so tenant
 * scope and audit apply as for any update. Venues keep their own routes (venueFilesRoutes).
 */
export function fieldUploadRoutes(app: FastifyInstance, services: Services): void {
  for (const entity of services.registry.values()) {
    if (entity.id === 'venue') continue;
    const base = entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`;
    for (const [field, prop] of Object.entries<any>(entity.def.properties)) {
      const upload: string | undefined = prop['x-ui']?.upload;
      if (!upload || !/^PATCH \{id\}\//.test(upload)) continue;
      const call = parseCall(base, upload);
      if (pathParams(call.path).join() !== 'id') continue;
      const image = prop['x-ui']?.widget === 'image';
      app.patch(routeUrl(call.path), {
        config: { access: entity.def['x-access'].update ?? 'admin' },
        schema: {
          tags: [entity.id],
          summary: `${entity.def.title}: upload ${field} (${ACCEPTS[image ? 'image' : 'document'].label}, at most 10 MB)`,
          operationId: `${entity.id}_upload_${field}`,
          params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
          body: {
            content: { 'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
          },
          response: { 200: { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] } },
        },
      }, async (req) => ({ data: await uploadIntoField(req, services, entity, { field, accept: image ? 'image' : 'document', action: `upload.${field}` }) }));
    }
  }
}
