import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadI18nProvider } from './i18n/loadI18nProvider';

// Not a top-level await: the language chunk imports modules of the entry's chunk, and a chunk
// still awaiting at the top level never finishes evaluating for the chunks that import it.
void loadI18nProvider().then((i18nProvider) => {
  // react-admin defaults to a hash router; the spec's routes are real paths (/venue/{id}/edit) and
  // the server falls back to index.html for them, so the admin uses the browser's history.
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  );
});
