import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createRouter } from './app/router';
import { loadMessages } from './i18n/loader';
import { basenameFor, localeFromPath, withTrailingSlash } from './i18n/locales';
import { applyDocumentShell } from './shell/documentMeta';
import './index.css';

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (withTrailingSlash(pathname) !== pathname) {
    window.history.replaceState(null, '', withTrailingSlash(pathname) + search + hash);
  }
  const locale = localeFromPath(pathname);
  applyDocumentShell(window, locale);
  const messages = await loadMessages(locale);
  const router = createRouter(locale, basenameFor(window.location.pathname));
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <Providers locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
