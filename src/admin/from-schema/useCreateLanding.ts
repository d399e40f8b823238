import { useState } from 'react';
import { useCreatePath, useResourceContext } from 'react-admin';
import { previousLocation } from '../navigation/previousLocation';

/**
 * Where a create screen leads after saving, the same rule on every screen: back to the screen the
 * create was opened from (the list, or the parent record, e.g. the option group an option article
 * was added to), and to the new record's edit page when the create was opened directly (a typed
 * or reloaded URL), so the user sees what was created either way.
 */
export function useCreateLanding(): (id: unknown) => string {
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  // read once: the create screen's own location becomes "previous" as soon as it is left
  const [from] = useState(() => previousLocation());
  const createScreen = createPath({ resource, type: 'create' });
  // the start and sign-in pages only pass the user on: a create reached from them was opened directly
  const cameFrom = from && from !== '/' && !from.startsWith('/login') && !from.startsWith(createScreen) ? from : undefined;
  return (id) => cameFrom ?? createPath({ resource, id: id as string, type: 'edit' });
}
