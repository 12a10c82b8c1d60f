import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../api/loginRedirect';
import { navigateTo } from '../../app/reload';
import { basenameFor } from '../../i18n/locales';
import { AuthForm } from './AuthForm';
import type { AuthTab } from './authDialogContext';
import { useSession } from './session';

const TABS: AuthTab[] = ['login', 'register'];

/** Where the login page sends the user: a same-origin `redirect_url`, else the app's home. */
export function loginTarget(search: URLSearchParams, loc: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return safeRedirectTarget(search.get(REDIRECT_PARAM), loc.origin, basenameFor(loc.pathname));
}

/**
 * `{basename}login/?redirect_url=...` (SPEC §2 login redirect, our path; see api/loginRedirect.ts):
 * the login form on a page of its own; after a login or register it goes to `redirect_url` (same
 * origin only). An already logged-in visitor is sent on at once.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const [tab, setTab] = useState<AuthTab>('login');
  const target = loginTarget(params);

  useEffect(() => {
    if (session.isLoggedIn) navigateTo(target);
  }, [session.isLoggedIn, target]);

  return (
    <div className="mx-auto flex max-w-[480px] flex-col px-4 py-12 phone:py-6" data-testid="login-page" data-target={target}>
      <section className="card">
        <h1 className="text-xl font-semibold"><FormattedMessage id="login.title" /></h1>
        <p className="mt-1 text-sm text-muted"><FormattedMessage id="login.subtitle" /></p>
        {session.isLoggedIn ? (
          <p className="mt-4 text-sm text-muted" data-testid="login-redirecting"><FormattedMessage id="login.redirecting" /></p>
        ) : (
          <>
            <div role="tablist" className="tabs mt-4">
              {TABS.map((t) => (
                <button key={t} type="button" role="tab" aria-selected={tab === t} className="tab"
                  data-testid={`login-tab-${t}`} onClick={() => setTab(t)}>
                  <FormattedMessage id={t === 'login' ? 'auth.tabLogin' : 'auth.tabRegister'} />
                </button>
              ))}
            </div>
            <AuthForm key={tab} mode={tab} onSuccess={() => navigateTo(target)} />
          </>
        )}
      </section>
    </div>
  );
}
