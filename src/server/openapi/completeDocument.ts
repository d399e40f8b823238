import type { SwaggerTransformObject } from '@fastify/swagger';
import { FORMAT_NOTES, FORMAT_PATTERNS } from '../../core/formatPatterns';

/** Puts each product format's pattern beside it, wherever a schema of the document uses one. */
function addPatterns(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addPatterns(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const format = typeof o.format === 'string' ? o.format : undefined;
  if (format && FORMAT_PATTERNS[format] && o.pattern === undefined) {
    o.pattern = FORMAT_PATTERNS[format];
    if (FORMAT_NOTES[format]) o.description = [o.description, FORMAT_NOTES[format]].filter(Boolean).join(' ');
  }
  for (const value of Object.values(o)) addPatterns(value);
}

/** The component schemas no operation reaches (directly or through other schemas). */
function unusedSchemas(doc: Record<string, any>): string[] {
  const schemas: Record<string, unknown> = doc.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const name = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1] : undefined;
        if (name && !reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        } else visit(value);
      }
    }
  };
  visit(doc.paths);
  return Object.keys(schemas).filter((name) => !reached.has(name));
}

/**
 * The last touch on the whole document: the formats' patterns (so a generic validator checks
 * what the server's formats check), and no component schema that no operation uses (the records
 * of entities served only by their own routes: receipts, tips, the maintenance switch).
 */
export const completeDocument: SwaggerTransformObject = (documentObject) => {
  // a copy: the document shares schema objects with the routes, whose validators must not change
  const doc = structuredClone('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject);
  addPatterns(doc);
  const schemas = (doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  for (const name of unusedSchemas(doc)) delete schemas[name];
  return doc;
};
