import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DocOf, EntityId, WithMeta } from '../../core/entityTypes';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { DataServices, Services } from '../services';
import type { Items } from './Items';
import type { Doc } from './rowToRecord';
import type { ContentLanguage } from '../search/readerLanguage';

/** What a write hook gets besides the documents. */
export interface HookContext {
  entity: Entity;
  principal: Principal;
  /** the transaction the write runs in */
  trx: Kysely<any>;
  /** the items service of that transaction: writes through it are part of this write */
  items: Items;
  /**
   * Storage and configuration only: a hook writes through `items` (the whole container's items
   * service would start a second transaction, which SQLite's one connection waits for forever).
   */
  services: DataServices & Pick<Services, 'config'>;
}

export interface ActionContext {
  entity: Entity;
  principal: Principal;
  params: Record<string, string>;
  body: any;
  query: Record<string, unknown>;
  /** the reader's language (Accept-Language, German by default), for answers that sort or pick names */
  lang: ContentLanguage;
  services: Services;
}

/** Handlers of an entity's x-actions, by action name. */
export type Actions = Record<string, (ctx: ActionContext) => Promise<unknown>>;

/** What the demo seed made before an entity's own demo records: the brand, its venues, the users by e-mail. */
export interface DemoTenant {
  group: string;
  venues: string[];
  users: Record<string, string>;
}

/** A partial update as a hook sees it: `null` clears a field. */
export type Patch<D> = { [K in keyof D]?: D[K] | null };
/** A stored document with its id. */
export type Stored<D> = D & { _id: string };

/**
 * Behaviour of one entity beyond generic CRUD, over its document type `D`. Before-hooks may change
 * the document in place and throw AppError to refuse; after-hooks run in the write's transaction
 * once the row (and its audit entry) is written, so their own writes stand or fall with it.
 */
interface Hooks<D extends object> {
  /** may change `data` in place */
  beforeCreate?(ctx: HookContext, data: D): Promise<void> | void;
  afterCreate?(ctx: HookContext, created: Stored<D>): Promise<void> | void;
  /** may change `patch` in place; `previous` is the stored document */
  beforeUpdate?(ctx: HookContext, patch: Patch<D>, previous: Stored<D>): Promise<void> | void;
  /** only when something changed; `next` is the document as stored now */
  afterUpdate?(ctx: HookContext, next: Stored<D>, previous: Stored<D>): Promise<void> | void;
  /**
   * beforeUpdate for the rows of one bulk update, in their order, with the checks that read other
   * rows done in one query for all of them. Their outcome must be the one of beforeUpdate row by
   * row (where each row sees the ones before it written). Without it a bulk update of an entity
   * with beforeUpdate goes row by row.
   */
  beforeUpdateMany?(ctx: HookContext, rows: readonly { patch: Patch<D>; previous: Stored<D> }[]): Promise<void> | void;
  beforeDelete?(ctx: HookContext, previous: Stored<D>, hard: boolean): Promise<void> | void;
  /** beforeDelete for the rows of one bulk delete, as beforeUpdateMany is for updates */
  beforeDeleteMany?(ctx: HookContext, previous: readonly Stored<D>[], hard: boolean): Promise<void> | void;
  afterDelete?(ctx: HookContext, previous: Stored<D>, hard: boolean): Promise<void> | void;
  /**
   * Computed fields (declared readOnly in the schema, never stored): sets them on every record
   * the server answers, whichever call reads it (list, show, all, references, write answers).
   */
  read?(record: WithMeta<D>): void;
  /** non-CRUD calls declared in the schema's x-actions, by action name */
  actions?: Actions;
  /** extra routes of the spec that belong to this entity (validation calls, lookups) */
  routes?(app: FastifyInstance, services: Services): void;
  /** the entity's records of the demo tenant (seedDemo, once, after the demo brand, venues and users exist) */
  demo?(services: Services, demo: DemoTenant): Promise<void>;
  /** work this entity does by itself in every server process (not in tests: jobs 'manual'), started and stopped with the server */
  background?(services: Services): { start(): void; stop(): Promise<void> };
}

/** The hooks of entity `E`, with its documents typed from its schema. */
export type EntityHooks<E extends EntityId> = Hooks<DocOf<E>>;

/** Hooks as the generic code calls them, for any entity; `entity` is the `$id` they were defined for. */
export type AnyHooks = Hooks<Doc> & { readonly entity?: string };

/**
 * Declares the hooks of one entity: `src/server/entities/<id>/index.ts` default-exports
 * `defineHooks('<id>', {...})` and is found by name at boot (the id is checked against the folder).
 */
export function defineHooks<E extends EntityId>(entity: E, hooks: EntityHooks<E>): AnyHooks {
  return { ...(hooks as AnyHooks), entity };
}
