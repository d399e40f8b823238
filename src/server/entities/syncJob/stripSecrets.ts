import { randomBytes } from 'node:crypto';
import type { Entity } from '../../../core/registry';
import type { Doc } from '../../crud/rowToRecord';

/**
 * Names of credentials in settings whose shape the schemas leave open (a checkout integration's
 * payload) or do not mark write-only (a courier's token, a marketplace's api key): a copy never
 * carries them, the copy's owner enters its own.
 */
const CREDENTIAL = /(secret|password|passwd|token|api[-_]?key|private[-_]?key|credential|signature[-_]?key|access[-_]?key)/i;

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (!CREDENTIAL.test(key)) out[key] = strip(item);
    return out;
  }
  return value;
}

/**
 * The document without credentials: the schema's write-only fields and every field named like
 * one at any depth. A printer authenticates with its key, so its copy gets a new one (the device
 * is set up again with it).
 */
export function stripSecrets(entity: Entity, doc: Doc): Doc {
  const out = strip(doc) as Doc;
  for (const [key, prop] of Object.entries<any>(entity.def.properties)) if (prop?.writeOnly) delete out[key];
  if (entity.id === 'printer') out.key = randomBytes(12).toString('hex');
  return out;
}
