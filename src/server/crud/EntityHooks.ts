import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { Doc } from './rowToRecord';
import type { Services } from '../services';

export interface HookContext {
  entity: Entity;
  principal: Principal;
  /** the transaction the write runs in */
  trx: Kysely<any>;
  services: Services;
}

export interface ActionContext {
  entity: Entity;
  principal: Principal;
  params: Record<string, string>;
  body: any;
  query: Record<string, unknown>;
  services: Services;
}

/**
 * Behaviour of one entity beyond generic CRUD. A file src/server/entities/<entity $id>/index.ts default-
 * exports one of these; it is found by name at boot.
 */
export interface EntityHooks {
  /** may change `data` in place; throw AppError to refuse */
  beforeCreate?(ctx: HookContext, data: Doc): Promise<void> | void;
  /** may change `patch` in place; `previous` is the stored document */
  beforeUpdate?(ctx: HookContext, patch: Doc, previous: Doc & { _id: string }): Promise<void> | void;
  beforeDelete?(ctx: HookContext, previous: Doc & { _id: string }, hard: boolean): Promise<void> | void;
  /** non-CRUD calls declared in the schema's x-actions, by action name */
  actions?: Record<string, (ctx: ActionContext) => Promise<unknown>>;
  /** extra routes of the spec that belong to this entity (validation calls, lookups) */
  routes?(app: FastifyInstance, services: Services): void;
}
