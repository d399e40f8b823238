import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadI18nProvider } from './i18n/loadI18nProvider';
import { trackLocations } from './navigation/previousLocation';
import { watchAppVersion } from './recovery/watchAppVersion';

// Not a top-level await: the language chunk imports modules of the entry's chunk, and a chunk
// still awaiting at the top level never finishes evaluating for the chunks that import it.
void loadI18nProvider().then((i18nProvider) => {
  // react-admin defaults to a hash router; the spec's routes are real paths (/venue/{id}/edit) and
  // the server falls back to index.html for them, so the admin uses the browser's history. A data
  // router, not <BrowserRouter>: only a data router can block a navigation, which is how a form
  // with unsaved changes asks before the sidebar (or any link) leaves it.
  const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);
  trackLocations(router);
  watchAppVersion(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
