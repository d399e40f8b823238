import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore, type CoreAdminUIProps } from 'react-admin';

const ErrorPage = lazy(() => import('./pages/RaFallbackPages').then((m) => ({ default: m.ErrorPage })));
const AuthenticationError = lazy(() => import('./pages/RaFallbackPages').then((m) => ({ default: m.AuthenticationError })));

function LazyErrorPage(props: ComponentProps<typeof ErrorPage>) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
function LazyAuthenticationError() {
  return (
    <Suspense fallback={null}>
      <AuthenticationError />
    </Suspense>
  );
}

const defaultStore = localStorageStore();

type Props = Omit<ComponentProps<typeof AdminContext>, 'children'> &
  Pick<CoreAdminUIProps, 'title' | 'layout' | 'loginPage' | 'catchAll' | 'accessDenied' | 'requireAuth' | 'disableTelemetry'> & {
    notification: ComponentType;
    children: ReactNode;
  };

/**
 * react-admin's <Admin> without its defaults: <Admin> imports the default layout, login form,
 * error and not-found screens even when each is replaced, so every page (the sign-in included)
 * carried react-admin's list shell and form machinery. Here every screen is ours or loads on
 * first use; the contexts (data, auth, i18n, store, theme) are react-admin's own.
 */
export function AdminShell({ title, layout, loginPage, catchAll, accessDenied, requireAuth, disableTelemetry, notification: Notification, children, store = defaultStore, ...context }: Props) {
  return (
    <AdminContext {...context} store={store}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          loginPage={loginPage}
          catchAll={catchAll}
          accessDenied={accessDenied}
          requireAuth={requireAuth}
          disableTelemetry={disableTelemetry}
          loading={LoadingPage}
          error={LazyErrorPage}
          authenticationError={LazyAuthenticationError}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
