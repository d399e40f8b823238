import { use, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useCanAccess, useResourceContext } from 'react-admin';
import { PageSkeleton } from './layout/PageSkeleton';
import { checkAccess, type AccessRule } from '../core/permissions';
import { ForbiddenInLayout } from './pages/ForbiddenInLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { resourceFor } from './resourceFor';
import { useGrant } from './session/useGrant';
import { entityOf } from './resourceNames';
// The full declarations: entityOf() answers them (not the summaries) once this has run.
import { ensureEntityWithListRefs, ensureEntityWithRefs } from './registry';
import { listRefs } from './from-schema/listRefs';
import { VenueGate } from './selectedVenue/VenueGate';
import { editSegment } from './editSegment';

/**
 * Spec: a user lacking the permission gets the forbidden message; it shows in place, inside the
 * shell, so the menu stays and the address names the screen that was refused.
 */
function Guard({ action, view: View, rule }: { action: string; view: ComponentType; rule?: AccessRule }): ReactNode {
  const resource = useResourceContext();
  const grant = useGrant();
  const { canAccess, isPending } = useCanAccess({ resource, action, enabled: rule === undefined });
  if (rule !== undefined) return checkAccess(grant, rule) ? <View /> : <ForbiddenInLayout />;
  if (isPending) return <PageSkeleton />;
  if (!canAccess) return <ForbiddenInLayout />;
  return <View />;
}

/**
 * Its children once `load` is done: started by the route shown, not by every route declared
 * (one promise per entity, so React's `use` can wait on it).
 */
function Loaded({ load, children }: { load: () => Promise<void>; children: ReactNode }): ReactNode {
  use(load());
  return children;
}

/**
 * Every route below one resource, with the spec's URLs (`/venue/{id}/edit`, not react-admin's
 * `/venue/{id}`): list, create, edit, show, an override's extra routes, and not-found for the
 * rest. react-admin's own links to `/venue/{id}` land on the redirect to `edit`.
 */
export function ResourceRouter() {
  const resource = useResourceContext()!;
  const entity = entityOf(resource)!;
  const views = use(resourceFor(entity));
  // The screens read the entity's declaration and those of the records it references: a list
  // those its columns and filters name, the other screens all of them.
  const forList = () => ensureEntityWithListRefs(entity.id, listRefs);
  const all = () => ensureEntityWithRefs(entity.id);
  const edit = editSegment(entity);
  return (
    <Routes>
      <Route index element={<VenueGate entity={entity}><Loaded load={forList}><Guard action="list" view={views.list} rule={views.listAccess} /></Loaded></VenueGate>} />
      {views.create && <Route path="create" element={<VenueGate entity={entity}><Loaded load={all}><Guard action="create" view={views.create} /></Loaded></VenueGate>} />}
      {/* `/*`: a tabbed edit screen may keep its tab in the address (the venue's opening hours tab is linked to) */}
      {views.edit && <Route path={`:id/${edit}/*`} element={<VenueGate entity={entity}><Loaded load={all}><Guard action="edit" view={views.edit} /></Loaded></VenueGate>} />}
      {views.show && <Route path=":id/show" element={<VenueGate entity={entity}><Loaded load={all}><Guard action="show" view={views.show} /></Loaded></VenueGate>} />}
      {(views.edit || views.show) && <Route path=":id" element={<Navigate to={views.edit ? edit : 'show'} replace />} />}
      {views.routes.map(({ path, component: Component }) => (
        <Route key={path} path={path} element={<VenueGate entity={entity}><Loaded load={all}><Component /></Loaded></VenueGate>} />
      ))}
      <Route path="*" element={<NotFoundPage inLayout />} />
    </Routes>
  );
}
