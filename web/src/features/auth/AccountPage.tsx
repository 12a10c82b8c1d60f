import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from './authDialogContext';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationSettingsSection } from '../notifications/NotificationSettingsSection';
import { VenueKeysSection } from '../venue-keys/VenueKeysSection';
import { useSession } from './session';

/**
 * `{basename}account/`: the logged-in user's account (reached from the e-mail in the header): the
 * e-mail, the change-password form and the user's venue keys. An anonymous visitor is asked to log in.
 */
export function AccountPage() {
  const { profile, isLoading } = useSession();
  const { openAuth } = useAuthDialog();

  return (
    <div className="mx-auto flex w-full max-w-[480px] flex-col gap-4 px-4 py-12 phone:py-6" data-testid="account-page">
      <h1 className="text-xl font-semibold"><FormattedMessage id="account.title" /></h1>
      {isLoading ? (
        <p className="text-sm text-muted"><FormattedMessage id="common.loading" /></p>
      ) : !profile ? (
        <section className="card flex flex-col items-start gap-3" data-testid="account-login">
          <p className="text-sm text-muted"><FormattedMessage id="account.loginRequired" /></p>
          <button type="button" className="btn-primary" onClick={() => openAuth('login')}>
            <FormattedMessage id="header.login" />
          </button>
        </section>
      ) : (
        <>
          <section className="card">
            <p className="text-xs text-muted"><FormattedMessage id="auth.email" /></p>
            <p className="mt-1 break-all text-sm" dir="ltr" data-testid="account-email">{profile.email}</p>
          </section>
          <section className="card" aria-labelledby="account-change-password">
            <h2 id="account-change-password" className="text-base font-semibold"><FormattedMessage id="account.changePassword" /></h2>
            <p className="mt-1 text-sm text-muted"><FormattedMessage id="account.changePasswordHint" /></p>
            <ChangePasswordForm />
          </section>
          <NotificationSettingsSection />
          <VenueKeysSection />
        </>
      )}
    </div>
  );
}
