import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { AppRouter } from './app/router';
import { loadMessages } from './i18n/loader';
import { basenameFor, localeFromPath, withTrailingSlash } from './i18n/locales';
import { deviceGuid } from './platform/cookies';
import { applyDocumentShell } from './shell/documentMeta';
import { loadPlaceholderCss } from './shell/topnav/placeholderCss';
import { TopNavPlaceholder } from './shell/topnav/TopNavPlaceholder';
import './index.css';

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (withTrailingSlash(pathname) !== pathname) {
    window.history.replaceState(null, '', withTrailingSlash(pathname) + search + hash);
  }
  const locale = localeFromPath(pathname);
  applyDocumentShell(window, locale);
  // the persistent device guid (120-day cookie) sent as the guid header of every call
  try {
    deviceGuid();
  } catch (err) {
    console.info('device guid not stored', err);
  }
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('missing #root');
  const root = createRoot(rootEl);
  // first paint: the top-navigation placeholder, while the messages of the locale load
  void loadPlaceholderCss();
  root.render(<TopNavPlaceholder pageLocale={locale} />);
  const messages = await loadMessages(locale);
  const basename = basenameFor(window.location.pathname);
  root.render(
    <StrictMode>
      <Providers locale={locale} messages={messages}>
        <AppRouter locale={locale} basename={basename} />
      </Providers>
    </StrictMode>,
  );
}

void start();
