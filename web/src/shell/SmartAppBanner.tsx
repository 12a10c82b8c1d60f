import { FormattedMessage, useIntl } from 'react-intl';
import { APP_SCHEME } from '../app/appMode';
import { webPathToAppLink } from '../platform/deeplink';
import { Logo } from './icons';

/** The app link of the current page (docs/deeplinks.md), else the app's home screen. */
export function appLinkFor(href: string, scheme: string = APP_SCHEME): string {
  return webPathToAppLink(href, scheme) ?? `${scheme}home`;
}

/**
 * SPEC §7 smart app banner, ours instead of a third-party script: a small bar on phone browsers
 * outside the app, with an "Open" link into the app at the same page and a dismiss button.
 */
export function SmartAppBanner({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div className="smart-banner" data-testid="smart-banner" role="region"
      aria-label={intl.formatMessage({ id: 'banner.title' })}>
      <button type="button" className="smart-banner-close" data-testid="smart-banner-close" onClick={onDismiss}
        aria-label={intl.formatMessage({ id: 'banner.dismiss' })}>
        ×
      </button>
      <Logo />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold"><FormattedMessage id="banner.title" /></p>
        <p className="truncate text-xs text-muted"><FormattedMessage id="banner.text" /></p>
      </div>
      <a className="btn-primary" data-testid="smart-banner-open" href={appLinkFor(window.location.href)}>
        <FormattedMessage id="banner.open" />
      </a>
    </div>
  );
}
