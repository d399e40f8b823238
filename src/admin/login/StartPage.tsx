import { Navigate } from 'react-router-dom';
import { LoadingPage, useAuthState } from 'react-admin';
import { startPage } from '../pages/startPage';
import { useGrant } from '../session/useGrant';
import { LoginPage } from './LoginPage';

/**
 * `/`: the sign-in for a logged-out user; a signed-in user goes on to the dashboard if they
 * hold the statistics overview, otherwise to /home (spec part 1 §2).
 */
export function StartPage() {
  const { authenticated, isPending } = useAuthState(undefined, false);
  const grant = useGrant();
  if (isPending) return <LoadingPage />;
  if (authenticated) return <Navigate to={startPage(grant)} replace />;
  return <LoginPage />;
}
