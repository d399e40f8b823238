import { Navigate } from 'react-router-dom';

/** react-admin's own access checks land on /access-denied; the spec's forbidden page is /401. */
export function ForbiddenRedirect() {
  return <Navigate to="/401" replace />;
}
