import { NotFoundPage } from './NotFoundPage';

/** react-admin's catchAll renders inside the shell. */
export function NotFoundInLayout() {
  return <NotFoundPage inLayout />;
}
