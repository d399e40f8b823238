import { createHash } from 'node:crypto';

/**
 * The id a copy job gives the copy of a record: derived from the job and the source id, so a job
 * resumed after a crash writes the same ids again (an insert of an existing one is skipped) and
 * needs no stored map of 10,000 pairs. 24 hex characters like every other id.
 */
export function copyId(jobId: string, sourceId: string): string {
  return createHash('sha256').update(`${jobId}:${sourceId}`).digest('hex').slice(0, 24);
}

/** What a source id becomes: its copy's id, null to drop the reference (its copy is not written yet), undefined to keep it. */
export type IdMap = (id: string) => string | null | undefined;

/**
 * Replaces every source id in a document, wherever it sits (a field, a list item, a nested
 * settings object, an object key): a schema-independent walk, so a reference the schemas do not
 * declare as one (a printer's article list, a combo slot) is re-mapped too. A dropped reference
 * leaves its list, or its object; `dropped` counts them.
 */
export function remapIds(value: unknown, map: IdMap, dropped = { count: 0 }): unknown {
  if (typeof value === 'string') {
    const to = map(value);
    if (to === null) dropped.count++;
    return to === undefined ? value : to;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const next = remapIds(item, map, dropped);
      if (next !== null || item === null) out.push(next);
    }
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const to = map(key);
      if (to === null) {
        dropped.count++;
        continue;
      }
      const next = remapIds(item, map, dropped);
      if (next === null && item !== null) continue;
      out[to ?? key] = next;
    }
    return out;
  }
  return value;
}

/** Every string anywhere in a document (keys too): the test that no source id is left reads them. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(k), stringsIn(v, out);
  return out;
}
