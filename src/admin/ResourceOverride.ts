import type { ComponentType } from 'react';

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
}
