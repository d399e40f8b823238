import type { ComponentType } from 'react';
import type { AccessRule } from '../core/permissions';

/** An extra screen below a resource's route, e.g. `{ path: ':id/panic', component: VenuePanic }`. */
export interface OverrideRoute {
  /** relative to the resource's route (`/venue`), react-router syntax */
  path: string;
  component: ComponentType;
}

/**
 * What `resources/<entity>/index.ts` default-exports: any view given replaces the generated one,
 * `routes` adds screens. Views render inside the resource context, so react-admin's
 * `<Edit>`, `<List>`, ... and the from-schema pieces work in them without props.
 */
export interface ResourceOverride {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  routes?: OverrideRoute[];
  /**
   * Rule of the index route when the override's `list` is a page with its own rule rather than
   * the entity's list (e.g. /maintenance: a switch page with its own rule, not the entity's list).
   */
  listAccess?: AccessRule;
}
