import type { FastifyRequest } from 'fastify';
import type { Entity } from '../../core/registry';
import { AppError, ERRORS, type ErrorCode } from '../errors';
import type { Services } from '../services';
import { readUpload } from './readUpload';
import { sniffType, type SniffedType } from './sniffType';
import { storeFile } from './storeFile';

export type Accept = 'image' | 'pdf' | 'document';

export const ACCEPTS: Record<Accept, { ok: (t: SniffedType) => boolean; error: ErrorCode; label: string }> = {
  image: { ok: (t) => t.startsWith('image/'), error: 'FILE_NOT_IMAGE', label: 'an image (PNG, JPEG, GIF, WebP or SVG)' },
  pdf: { ok: (t) => t === 'application/pdf', error: 'FILE_NOT_PDF', label: 'a PDF' },
  document: { ok: (t) => t.startsWith('image/') || t === 'application/pdf', error: 'FILE_NOT_DOCUMENT', label: 'a PDF or an image' },
};

/**
 * The one file of a multipart upload into a record's file field: checked by its content, the
 * record looked up in the caller's scope first (404 outside it, so no file is stored for a
 * refused call), stored, and set through the items service (audited under `action`). The file
 * is removed again when the update fails.
 */
export async function uploadIntoField(req: FastifyRequest, services: Services, entity: Entity, u: { field: string; accept: Accept; action: string }) {
  const { id } = req.params as { id: string };
  const accept = ACCEPTS[u.accept];
  const bytes = await readUpload(req);
  const type = await sniffType(bytes);
  if (!type || !accept.ok(type)) throw new AppError(accept.error, {}, [{ path: 'file', message: ERRORS[accept.error].message, code: accept.error }]);
  const record = await services.items.show(entity, req.principal!, id);
  const venue = entity.def['x-scope'] === 'venueSelf' ? id : (record.venue ?? null);
  const file = await storeFile(services.db, { venue, kind: `${entity.id}.${u.field}`, contentType: type, bytes });
  try {
    return await services.items.update(entity, req.principal!, id, { [u.field]: file._id }, {}, u.action);
  } catch (err) {
    await services.db.kysely.deleteFrom('files').where('_id', '=', file._id).execute();
    throw err;
  }
}
