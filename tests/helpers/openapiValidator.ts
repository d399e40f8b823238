import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One way an answer differs from the document, with a short category to count it by. */
export interface Mismatch {
  category: string;
  detail: string;
}

const DOC_ID = 'https://backoffice.test/openapi.json';

/** JSON media types: their bodies are checked against the schema. */
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The product's own formats used without a pattern. Formats ajv-formats knows are checked in
 * their standard meaning (RFC 3339 time with seconds and zone, url with a scheme).
 */
function ownFormats(doc: any): Set<string> {
  const known = new Set(['date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary']);
  const own = new Set<string>();
  // Only those a schema gives no pattern beside: a pattern is what a generic validator checks.
  JSON.stringify(doc, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.format === 'string' && !known.has(value.format) && typeof value.pattern !== 'string') own.add(value.format);
    return value;
  });
  return own;
}

/** `#/components/...` becomes a reference into the document registered under DOC_ID. */
function anchored(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value) => (key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? DOC_ID + value : value));
}

function category(e: ErrorObject): string {
  if (e.keyword === 'format') return `format ${e.params.format}`;
  if (e.keyword === 'required') return `required (${e.params.missingProperty})`;
  if (e.keyword === 'additionalProperties') return 'additionalProperties';
  return e.keyword;
}

/**
 * A response validator built from an OpenAPI 3.1 document: its schemas are JSON Schema 2020-12,
 * so Ajv's 2020 dialect with ajv-formats checks them as any generic client's validator would.
 * The product's own formats are unknown to a generic validator: they check nothing (only a
 * pattern would), which is what `ownFormats` lists.
 */
export function openapiValidator(doc: any) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const own = ownFormats(doc);
  for (const f of own) ajv.addFormat(f, true);
  ajv.addSchema({ $id: DOC_ID, components: doc.components }, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();

  const mediaFor = (content: Record<string, any>, mediaType: string) => {
    if (content[mediaType]) return mediaType;
    const [type] = mediaType.split('/');
    return [`${type}/*`, '*/*'].find((k) => content[k]);
  };

  /** Every mismatch of one answer of `method path` (the document's path template). */
  function check(method: string, path: string, status: number, contentType: string | undefined, text: string): Mismatch[] {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return [{ category: 'undocumented operation', detail: `${method} ${path}` }];
    const responses = op.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [{ category: `undocumented status ${status}`, detail: `documented: ${Object.keys(responses).join(', ')}; body ${text.slice(0, 160)}` }];
    const response = responses[key];
    const content: Record<string, any> = response.content ?? {};
    const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!text.length) {
      // An empty body matches a response without content; one documented with content says a body comes.
      return Object.keys(content).length ? [{ category: 'empty body where content is documented', detail: `${status}` }] : [];
    }
    if (!Object.keys(content).length) return [{ category: `${status < 400 ? '2xx/3xx' : 'error'} answer body not documented`, detail: `${status} ${mediaType}` }];
    const documented = mediaFor(content, mediaType);
    if (!documented) return [{ category: `content type ${mediaType} not documented`, detail: `${status}; documented: ${Object.keys(content).join(', ')}` }];
    const schema = content[documented].schema;
    if (!schema || !isJson(mediaType)) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [{ category: 'invalid JSON', detail: text.slice(0, 120) }];
    }
    const id = `${method} ${path} ${key} ${documented}`;
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as object);
      compiled.set(id, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => ({ category: category(e), detail: `${status} ${e.instancePath || '/'} ${e.message}${e.keyword === 'format' ? ` (${JSON.stringify(valueAt(body, e.instancePath))})` : ''}` }));
  }

  /** Errors of a request body against the operation's JSON request schema (none when it has none). */
  function checkRequest(method: string, path: string, body: unknown): string[] {
    const schema = doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return [];
    const id = `request ${method} ${path}`;
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as object);
      compiled.set(id, validate);
    }
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  }

  return { check, checkRequest, ownFormats: own };
}

function valueAt(body: unknown, pointer: string): unknown {
  let v: any = body;
  for (const part of pointer.split('/').slice(1)) v = v?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
}
