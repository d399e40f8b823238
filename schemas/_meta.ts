/**
 * The entity declaration format. Every file in schemas/ default-exports one `defineEntity({...})`:
 * a plain JSON Schema (draft 2020-12 subset) of the record plus `x-` keys that drive the API,
 * access, storage and the admin screens. Declarations are data only: behaviour lives in
 * src/server/hooks/<entity>.ts and resources/<entity>/.
 */

/** Who may do an operation: a permission, any-of a list, or one of the special words. */
export type AccessRule = string | readonly string[];

/** `'METHOD path'` relative to the entity's base, or false to not offer the operation. */
export type CallSpec = string | false;

export type Scope =
  /** row column `venue` must be one of the caller's allowed venues */
  | 'venue'
  /** row column `customer_group` must be one of the caller's allowed customer groups */
  | 'customerGroup'
  /** the row is a venue: its own id must be allowed */
  | 'venueSelf'
  /** the row is a customer group: its own id must be allowed */
  | 'customerGroupSelf'
  /** venue allowed, or (no venue and) customer group allowed; rows with neither: admins only */
  | 'venueOrGroup'
  /**
   * customer group allowed, or none: a platform record, which every caller reads and only
   * admins change (roles)
   */
  | 'groupOrPlatform'
  /** the record belongs to the user who created it (`owner`): download jobs */
  | 'owner'
  /** not tenant-bound; only permissions apply */
  | 'global';

export interface ApiSpec {
  base: string;
  list?: CallSpec;
  all?: CallSpec;
  query?: CallSpec;
  show?: CallSpec;
  create?: CallSpec;
  update?: CallSpec;
  delete?: CallSpec;
  hardDelete?: CallSpec;
  bulkUpdate?: CallSpec;
  bulkDelete?: CallSpec;
}

/** One call of a simple variant: `'METHOD path'` below the entity base and its permission. */
export interface SimpleCall {
  call: string;
  access: AccessRule;
}

/**
 * A restricted variant of create and update (spec: /venue/create/simple, …/edit/simple, the
 * restricted user calls): its own calls and permissions, and one field list that the server's
 * calls accept (any other field is a 422) and the admin's simple screens show, in this order.
 * The update is audited as `updateSimple`.
 */
export interface SimpleSpec {
  fields: readonly string[];
  /** fields only the create accepts (a user's first password) */
  createOnly?: readonly string[];
  create?: SimpleCall;
  update?: SimpleCall;
}

export interface ActionSpec {
  /** `'METHOD path'` relative to the entity's base; `{id}`, `{venue}` and other params allowed */
  call: string;
  access: AccessRule;
  /** offered as a bulk action in the list toolbar (receives the selected ids) */
  bulk?: boolean;
  /** `binary` actions answer with a file instead of JSON */
  returns?: 'json' | 'binary';
  /** the media types a `binary` action answers with (the API document names them) */
  produces?: readonly string[];
  /** JSON Schema of the request body */
  body?: Record<string, unknown>;
  /** JSON Schema of the query string (GET actions); a bad query is a 400 */
  query?: Record<string, unknown>;
  /**
   * What the answer's `data` is, documented in the API (and so typed for the admin's calls):
   * `'record'` for the entity's record, or a JSON Schema. Without it the answer is undocumented.
   */
  data?: 'record' | Record<string, unknown>;
  /**
   * the admin asks for confirmation first (irreversible actions: hard deletes); without it a
   * bulk action is undoable (a notice with Undo, the call sent when it closes)
   */
  confirm?: boolean;
  /**
   * a caller with MFA on must give a fresh code first (spec part 1 §4 step-up: the call is
   * answered with MFAError, the admin asks for the code and repeats the call)
   */
  stepUp?: boolean;
}

/**
 * Property-level keys (inside any property schema):
 * - `x-ui`: how the admin shows the field: see FieldUi.
 * - `x-ref`: the property holds the `_id` (or array of `_id`s) of a record of that entity; also on
 *   list items and members of nested objects. Every write checks each one (src/server/rules/
 *   assertReferences.ts): a live record the caller may see, of the record's venue (venue-scoped
 *   targets) or brand (other targets with a brand; a brand itself: the caller's scope only).
 * - `writeOnly: true`: accepted on create, never returned, not in the generic update (password).
 * - `'x-secret': true` (with writeOnly): a credential the generic update may replace; an update
 *   without it keeps the stored one, and the edit form shows whether one is set.
 * - `readOnly: true`: returned, never accepted from clients (set by hooks): a request body naming
 *   it, at any depth, is refused (422 unknownField); a nested object holding one must be closed
 *   (additionalProperties: false).
 * - `format`: JSON Schema formats plus ours from src/core/validators.ts (objectId, phone, iban,
 *   identifier, password, price, time, url, simpleUrl, emailList, integerList, csvList, ...).
 * - `x-rules`: the spec's §5 rules against fields beside it (src/core/fieldRules.ts): `timeBefore`,
 *   `dateBefore`, `lessThan`, `lessOrEqual`, `greaterOrEqual` (`target`, optional `except` value
 *   of this field that skips the rule), `uniqueAmong` (`targets`, up to eight), `requiredWith`
 *   (`target`). Checked on every write (422 on the dotted path) and by the generated form.
 * - `'x-admin-only': true` (top level): only an admin changes the field (422 `adminOnly`); the
 *   form shows it read-only to others.
 */
export interface FieldUi {
  /** column in the list grid; 'toggle' renders an inline switch */
  list?: boolean | 'toggle';
  /** filter in the list: true picks by type (boolean/enum select), or an explicit kind */
  filter?: boolean | 'search' | 'select' | 'dateRange' | 'reference';
  /** input override; by default chosen from type/format */
  widget?: 'text' | 'textarea' | 'price' | 'number' | 'image' | 'file' | 'translatable' | 'password' | 'color' | 'json' | 'fraction' | 'money';
  /**
   * `'METHOD path'` below the entity base that receives this field's file (multipart `file`);
   * path parameters are filled from the record (or the create form's values)
   */
  upload?: string;
  /** file picker filter (the input's accept attribute); the server still checks the content */
  accept?: string;
  /**
   * `'METHOD path'` below the entity base (`../` climbs out of it) that answers `{unique}` for
   * `{<field>, id?}`: the server serves it, the form checks the value there (excepting the edited
   * record) before saving. `{call, param}` when the body names the value otherwise (a venue
   * label's slug is sent as `readableId`).
   */
  unique?: string | { call: string; param: string };
  /** edit tab (nested objects default to their own tab) */
  tab?: string;
  /**
   * titled section within the tab (`resources.<entity>.sections.<name>`); a tab whose fields
   * declare sections shows them in that order, each as a two-column grid on wide screens
   */
  section?: string;
  /** hidden from create / edit forms */
  create?: boolean;
  edit?: boolean;
}

export interface EntityUi {
  route?: string;
  group?: string;
  icon?: string;
  needsVenue?: boolean;
  /** property shown as the record's title (references, breadcrumbs) */
  titleField?: string;
  hidden?: boolean;
  /**
   * The list's Export runs this server-side export (a download job of src/server/jobs/handlers.ts,
   * started with the list's `{resource, filter, sort, direction, lang, venue}`) for users holding
   * `access` (the handler's own rule); others, and entities without it, get the generic CSV of
   * the list (`listExport`). The handler exports what the list shows: it reads `filter` (search
   * `q` included) and checks it when the job starts (tests/listExportQuery.contract.test.ts); an
   * export of something else (the whole foodcard) is not a list's Export but its own screen's.
   */
  export?: { handler: string; access: AccessRule };
  /** the edit screen's segment below `<route>/{id}/` (default `edit`; cup codes: the spec's `editt`) */
  editPath?: string;
}

export interface EntityDef {
  $id: string;
  title: string;
  type: 'object';
  properties: Record<string, any>;
  required?: readonly string[];
  'x-scope': Scope;
  'x-access': { view: AccessRule; create?: AccessRule; update?: AccessRule; delete?: AccessRule };
  'x-api'?: ApiSpec;
  'x-actions'?: Record<string, ActionSpec>;
  /** fields (or field tuples) indexed among live rows; venue-scoped entities get (venue, field) */
  'x-index'?: readonly (string | readonly string[])[];
  /** fields (or field tuples) unique among live (not soft-deleted) rows */
  'x-unique'?: readonly (string | readonly string[])[];
  /** fields matched by the free-text `q` parameter (case-insensitive) */
  'x-search'?: readonly string[];
  /** default list order when the caller does not send `sort` */
  'x-sort'?: { field: string; direction: 'asc' | 'desc' };
  /** default page size of the list (spec: 10 for audits, enrollments, UI components, ...) */
  'x-limit'?: number;
  'x-ui'?: EntityUi;
  /**
   * What a valid sample record needs beyond what the types say, for a rule only a hook knows
   * (inventory: at least one product). The generic contract tests build each entity's create
   * body from its schema alone (tests/helpers/sampleRecord.ts); `fill` names optional fields
   * they fill as if required.
   */
  'x-sample'?: { fill?: readonly string[] };
  /**
   * fields required only for some value of another field (src/core/requiredWhen.ts): in the
   * create body's schema (so the route and the OpenAPI document say it) and in the entity's rules
   */
  'x-required-when'?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  'x-simple'?: SimpleSpec;
  /** writes change what a principal may see (users, roles, venues, labels, groups): cached principals are dropped */
  'x-shapes-access'?: boolean;
  /**
   * generic operations that need a fresh second factor from a caller with MFA on, beside every
   * hard delete (src/server/access/stepUpFor.ts): removing the entity's records
   */
  'x-step-up'?: readonly ('delete' | 'bulkDelete')[];
  /**
   * the list reads another environment's records too (`environment=dev|prod`, spec part 1 §7 "GET
   * /list … against dev or prod environments"): src/server/environments/listElsewhere.ts
   */
  'x-environments'?: boolean;
  [key: `x-${string}`]: unknown;
}

/** Identity at run time; the `const` type parameter keeps literal types for json-schema-to-ts. */
export function defineEntity<const T extends EntityDef>(def: T): T {
  return def;
}

const callSpec = { anyOf: [{ type: 'string', pattern: '^(GET|POST|PATCH|PUT|DELETE) \\S+$' }, { const: false }] };
const accessRule = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
  ],
};
const simpleCall = {
  type: 'object',
  required: ['call', 'access'],
  additionalProperties: false,
  properties: { call: { type: 'string', pattern: '^(GET|POST|PATCH|PUT|DELETE) \\S+$' }, access: accessRule },
};
const fieldList = {
  type: 'array',
  items: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
};

/** Checked against every declaration at boot (src/server/registry/loadSchemas.ts). */
export const metaSchema = {
  $id: 'https://backoffice.local/meta/entity',
  type: 'object',
  required: ['$id', 'title', 'type', 'properties', 'x-scope', 'x-access'],
  properties: {
    $id: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    type: { const: 'object' },
    properties: { type: 'object', additionalProperties: { type: 'object' } },
    required: { type: 'array', items: { type: 'string' } },
    'x-scope': { enum: ['venue', 'customerGroup', 'venueSelf', 'customerGroupSelf', 'venueOrGroup', 'groupOrPlatform', 'owner', 'global'] },
    'x-access': {
      type: 'object',
      required: ['view'],
      additionalProperties: false,
      properties: { view: accessRule, create: accessRule, update: accessRule, delete: accessRule },
    },
    'x-api': {
      type: 'object',
      required: ['base'],
      additionalProperties: false,
      properties: {
        base: { type: 'string', pattern: '^v[1-3](/[A-Za-z0-9_-]+)*$' },
        list: callSpec, all: callSpec, query: callSpec, show: callSpec, create: callSpec,
        update: callSpec, delete: callSpec, hardDelete: callSpec, bulkUpdate: callSpec, bulkDelete: callSpec,
      },
    },
    'x-actions': {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['call', 'access'],
        additionalProperties: false,
        properties: {
          call: { type: 'string', pattern: '^(GET|POST|PATCH|PUT|DELETE) \\S+$' },
          access: accessRule,
          bulk: { type: 'boolean' },
          returns: { enum: ['json', 'binary'] },
          produces: { type: 'array', items: { type: 'string', pattern: '^[a-z]+/[\\w.+-]+$' }, minItems: 1 },
          body: { type: 'object' },
          query: { type: 'object' },
          data: { anyOf: [{ const: 'record' }, { type: 'object' }] },
          confirm: { type: 'boolean' },
          stepUp: { type: 'boolean' },
        },
      },
    },
    'x-index': fieldList,
    'x-unique': fieldList,
    'x-search': { type: 'array', items: { type: 'string' } },
    'x-limit': { type: 'integer', minimum: 1, maximum: 1000 },
    'x-sort': {
      type: 'object',
      required: ['field', 'direction'],
      additionalProperties: false,
      properties: { field: { type: 'string' }, direction: { enum: ['asc', 'desc'] } },
    },
    'x-sample': {
      type: 'object',
      additionalProperties: false,
      properties: { fill: { type: 'array', items: { type: 'string' }, minItems: 1 } },
    },
    'x-simple': {
      type: 'object',
      required: ['fields'],
      additionalProperties: false,
      properties: {
        fields: { type: 'array', items: { type: 'string' }, minItems: 1 },
        createOnly: { type: 'array', items: { type: 'string' } },
        create: simpleCall,
        update: simpleCall,
      },
      anyOf: [{ required: ['create'] }, { required: ['update'] }],
    },
    'x-required-when': {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
    },
    'x-shapes-access': { type: 'boolean' },
    'x-step-up': { type: 'array', items: { enum: ['delete', 'bulkDelete'] }, uniqueItems: true },
    'x-environments': { type: 'boolean' },
    'x-ui': {
      type: 'object',
      additionalProperties: false,
      properties: {
        route: { type: 'string', pattern: '^/' },
        group: { type: 'string' },
        icon: { type: 'string' },
        needsVenue: { type: 'boolean' },
        titleField: { type: 'string' },
        hidden: { type: 'boolean' },
        export: {
          type: 'object',
          required: ['handler', 'access'],
          additionalProperties: false,
          properties: { handler: { type: 'string', minLength: 1 }, access: accessRule },
        },
        editPath: { type: 'string', pattern: '^[a-z]+$' },
      },
    },
  },
  additionalProperties: false,
} as const;
