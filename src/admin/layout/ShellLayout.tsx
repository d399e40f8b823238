import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as PageCrash, Loading, SkipNavigationButton, Sidebar } from 'react-admin';

/**
 * react-admin's `<Layout>` without its defaults: the same frame, skip link, sidebar, error
 * boundary and class names (RaLayout-*), but the app bar and menu are always ours. RA's Layout
 * imports its default menu (keyboard-shortcut links, dashboard and resource items) and the
 * preferences inspector statically, so using it put them into the first list page's download
 * although the admin renders neither (bench/bundleRun.ts: the list page's JavaScript).
 */
export function ShellLayout({ appBar: AppBar, menu: Menu, children }: { appBar: ComponentType; menu: ComponentType; children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_, info) => setErrorInfo(info as ErrorInfo)}
              fallbackRender={({ error, resetErrorBoundary }) => <PageCrash error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

const PREFIX = 'RaLayout';
const classes = { appFrame: `${PREFIX}-appFrame`, contentWithSidebar: `${PREFIX}-contentWithSidebar`, content: `${PREFIX}-content` };

// The styles of react-admin's Layout (v5), so the screens look exactly as before.
const Frame = styled('div', { name: PREFIX, overridesResolver: (_, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${classes.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
