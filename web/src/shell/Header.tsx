import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { reloadPage } from '../app/reload';
import { errorMessageId } from '../api/errorMessage';
import { logout } from '../features/auth/api';
import { useAuthDialog } from '../features/auth/authDialogContext';
import { useSession } from '../features/auth/session';
import type { Locale } from '../i18n/locales';
import { Logo } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { notify } from './toast';

export function Header({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { profile, isLoading } = useSession();
  const { openAuth } = useAuthDialog();

  async function onLogout() {
    try {
      await logout();
      reloadPage();
    } catch (err) {
      console.warn('logout failed', err);
      notify('fail', intl.formatMessage({ id: errorMessageId(err) }));
    }
  }

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
        <LanguageSwitcher locale={locale} />
        {isLoading ? null : profile ? (
          <>
            <span className="header-user" data-testid="header-user" title={profile.email} dir="ltr">
              {profile.email}
            </span>
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
