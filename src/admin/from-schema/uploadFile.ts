import { fillPath, parseCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
// Untyped apiFetch, not apiCall: the call comes from the schema's x-ui.upload at run time.
import { apiFetch } from '../providers/httpClient';

/**
 * Sends one file to a field's upload call (x-ui.upload, e.g. `PATCH {id}/image`) as multipart
 * `file`, with the call's path parameters filled from `values`. Answers the server's body.
 */
export function uploadFile(entity: Entity, upload: string, values: Record<string, string | undefined>, file: File) {
  const call = parseCall(entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`, upload);
  const form = new FormData();
  form.append('file', file);
  return apiFetch<{ data?: { _id?: string } }>('/' + fillPath(call.path, values), { method: call.method, body: form });
}
