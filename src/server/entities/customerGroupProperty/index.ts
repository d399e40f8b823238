import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../crud/entitySchemas';
import { AppError, ERRORS } from '../../errors';
import { readUpload } from '../../files/readUpload';
import { sniffTemplate } from '../../files/sniffTemplate';
import { storeFile } from '../../files/storeFile';
import type { Services } from '../../services';
import { defineHooks } from '../../crud/EntityHooks';

/**
 * POST general/customergroupproperty/{groupId}/template/{templateName} (spec part 1 §7): stores
 * the uploaded template (PDF, HTML or plain text, checked by content) in the files store and
 * upserts the property of that group and template name: created (201) when there is none yet,
 * otherwise its `template` is replaced (200, audited as uploadTemplate).
 */
function templateUploadRoute(app: FastifyInstance, services: Services): void {
  const entity = services.registry.get('customerGroupProperty')!;
  const groups = services.registry.get('customerGroup')!;
  const nameSchema = entity.def.properties.templateName;
  app.post('/api/v1/general/customergroupproperty/:groupId/template/:templateName', {
    config: { access: entity.def['x-access'].create ?? 'admin' },
    schema: {
      tags: [entity.id],
      summary: 'Customer group property: upload the template of a group and template name (PDF, HTML or plain text, at most 10 MB); creates the property when missing',
      operationId: 'customerGroupProperty_uploadTemplate',
      params: {
        type: 'object',
        properties: { groupId: idSchema, templateName: { type: 'string', minLength: nameSchema.minLength, maxLength: nameSchema.maxLength, pattern: nameSchema.pattern } },
        required: ['groupId', 'templateName'],
      },
      body: {
        content: {
          'multipart/form-data': {
            schema: { properties: { file: { type: 'string', format: 'binary', description: 'a PDF, HTML or plain text template' } }, required: ['file'] },
          },
        },
      },
      response: {
        200: { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] },
        201: { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] },
      },
    },
  }, async (req, reply) => {
    const { groupId, templateName } = req.params as { groupId: string; templateName: string };
    const principal = req.principal!;
    const bytes = await readUpload(req);
    const type = await sniffTemplate(bytes);
    if (!type) throw new AppError('FILE_NOT_TEMPLATE', {}, [{ path: 'file', message: ERRORS.FILE_NOT_TEMPLATE.message, code: 'FILE_NOT_TEMPLATE' }]);
    // The group must exist (404 otherwise) before a file is stored for it.
    await services.items.show(groups, principal, groupId);
    const [existing] = await services.items.all(entity, principal, { filters: { groupId: [groupId], templateName: [templateName] }, ranges: {}, sort: 'createdAt', direction: 'asc' });
    const file = await storeFile(services.db, { venue: null, kind: 'customerGroupTemplate', contentType: type, bytes });
    try {
      if (existing) return { data: await services.items.update(entity, principal, existing._id, { template: file._id, templateType: type }, {}, 'uploadTemplate') };
      const created = await services.items.create(entity, principal, { groupId, templateName, template: file._id, templateType: type });
      return reply.code(201).send({ data: created });
    } catch (err) {
      await services.db.kysely.deleteFrom('files').where('_id', '=', file._id).execute();
      throw err;
    }
  });
}

const hooks = defineHooks('customerGroupProperty', {
  routes: templateUploadRoute,
});

export default hooks;
