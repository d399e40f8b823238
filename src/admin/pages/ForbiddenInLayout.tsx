import { ForbiddenPage } from './ForbiddenPage';

/** A screen the signed-in user may not open: the forbidden message at its own address, inside the shell. */
export function ForbiddenInLayout() {
  return <ForbiddenPage inLayout />;
}
