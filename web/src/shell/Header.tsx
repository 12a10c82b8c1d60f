import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { reloadPage } from '../app/reload';
import { errorMessageId } from '../api/errorMessage';
import { logout } from '../features/auth/api';
import { useAuthDialog } from '../features/auth/authDialogContext';
import { useSession } from '../features/auth/session';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useSupportChat } from '../features/support/supportContext';
import { basenameFor, type Locale } from '../i18n/locales';
import { Hint } from './Hint';
import { Logo } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { notify } from './toast';
import { writeAnalyticsUser, writeNavCache, type NavCache } from './topnav/navCache';
import { TopNavPlaceholder } from './topnav/TopNavPlaceholder';

/** The navigation the next page load's placeholder draws (SPEC §3 cached navigation object). */
export function headerNavCache(opts: {
  locale: string;
  isLogin: boolean;
  homeHref: string;
  labels: { tradingBots: string; login: string; signup: string };
}): NavCache {
  return {
    exchange: [],
    left: [{ name: opts.labels.tradingBots, renderer: 'link', href: opts.homeHref, active: true }],
    right: opts.isLogin ? [] : [
      { name: opts.labels.login, renderer: 'login' },
      { name: opts.labels.signup, renderer: 'register' },
    ],
    language: opts.locale,
    isLogin: opts.isLogin,
  };
}

function HelpIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7.8 7.6a2.3 2.3 0 1 1 3.3 2.1c-.7.3-1.1.8-1.1 1.5v.5M10 14.2v.3" fill="none" stroke="currentColor"
        strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The site header. While the session is loading it is the top-navigation placeholder (same 48 px
 * dark bar); once loaded it stores the navigation and the analytics user id for the next page's
 * placeholder.
 */
export function Header({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { profile, isLoading } = useSession();
  const { openAuth } = useAuthDialog();
  const support = useSupportChat();

  useEffect(() => {
    if (isLoading) return;
    writeAnalyticsUser(profile?.id ?? null);
    writeNavCache(headerNavCache({
      locale,
      isLogin: !!profile,
      homeHref: basenameFor(window.location.pathname),
      labels: {
        tradingBots: intl.formatMessage({ id: 'nav.tradingBots' }),
        login: intl.formatMessage({ id: 'header.login' }),
        signup: intl.formatMessage({ id: 'header.signup' }),
      },
    }));
  }, [isLoading, profile, locale, intl]);

  async function onLogout() {
    try {
      await logout();
      writeAnalyticsUser(null);
      reloadPage();
    } catch (err) {
      console.warn('logout failed', err);
      notify('fail', intl.formatMessage({ id: errorMessageId(err) }));
    }
  }

  if (isLoading) return <TopNavPlaceholder pageLocale={locale} />;

  const supportLabel = intl.formatMessage({ id: 'header.support' });
  return (
    <header className="site-header" data-testid="site-header">
      <div className="flex min-w-0 items-center gap-6">
        <Link to="/" className="flex items-center gap-2 font-semibold text-fg">
          <Logo />
          <span className="text-base tracking-tight"><FormattedMessage id="brand.name" /></span>
        </Link>
        <nav className="nav-list">
          <Link to="/" className="nav-item nav-item-active"><FormattedMessage id="nav.tradingBots" /></Link>
        </nav>
      </div>
      <div className="flex items-center gap-2">
        {support.available && (
          <Hint label={supportLabel}>
            <button type="button" className="icon-btn header-icon" data-testid="header-support" aria-label={supportLabel}
              onClick={support.open}>
              <HelpIcon />
            </button>
          </Hint>
        )}
        <LanguageSwitcher locale={locale} />
        {profile ? (
          <>
            <NotificationBell />
            <Link to="/account" className="header-user hover:text-accent" data-testid="header-user" dir="ltr"
              title={profile.email} aria-label={`${intl.formatMessage({ id: 'header.account' })}: ${profile.email}`}>
              {profile.email}
            </Link>
            <button type="button" className="btn-ghost" data-testid="logout-button" onClick={onLogout}>
              <FormattedMessage id="header.logout" />
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn-ghost" data-testid="login-button" onClick={() => openAuth('login')}>
              <FormattedMessage id="header.login" />
            </button>
            <button type="button" className="btn-primary" data-testid="signup-button" onClick={() => openAuth('register')}>
              <FormattedMessage id="header.signup" />
            </button>
          </>
        )}
      </div>
    </header>
  );
}
