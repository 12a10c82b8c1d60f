import { Outlet } from 'react-router';
import { ComplianceWall } from '../features/compliance/ComplianceWall';
import { SupportChatProvider } from '../features/support/SupportChat';
import { directionOf, type Locale } from '../i18n/locales';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { Seo } from '../shell/Seo';
import { SmartAppBanner } from '../shell/SmartAppBanner';
import { Toasts } from '../shell/Toasts';
import { useAppMode } from './useAppMode';

/**
 * SPEC §2 page shell: site header, main content, site footer. Inside the native app the footer
 * is hidden and the header too when auto-hide is on (app/appMode.ts); phone browsers outside the
 * app get the smart app banner. The support chat and the compliance wall live here too.
 */
export function Shell({ locale }: { locale: Locale }) {
  const mode = useAppMode();
  return (
    <SupportChatProvider locale={locale} inApp={mode.inApp}>
      <div className="flex min-h-screen flex-col" data-app-mode={mode.inApp ? 'app' : 'web'}>
        <Seo />
        {mode.showSmartBanner && <SmartAppBanner onDismiss={mode.dismissBanner} />}
        {!mode.hideHeader && <Header locale={locale} />}
        <main className="flex-1" data-testid="main">
          <Outlet />
        </main>
        {!mode.hideFooter && <Footer />}
        <Toasts dir={directionOf(locale)} />
        <ComplianceWall />
      </div>
    </SupportChatProvider>
  );
}
