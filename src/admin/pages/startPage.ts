import { checkAccess, type Grant } from '../../core/permissions';

/** Spec part 1 §2: the dashboard needs the statistics overview permission. */
export const DASHBOARD_PERMISSION = 'statistics.overview';

/** Where a signed-in user landing on `/` goes. */
export function startPage(grant: Grant | null): string {
  return checkAccess(grant, DASHBOARD_PERMISSION) ? '/dashboard' : '/home';
}
