import { Outlet } from 'react-router';
import { directionOf, type Locale } from '../i18n/locales';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { Seo } from '../shell/Seo';
import { Toasts } from '../shell/Toasts';

/** SPEC §2 page shell: site header, main content, site footer. */
export function Shell({ locale }: { locale: Locale }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Seo />
      <Header locale={locale} />
      <main className="flex-1" data-testid="main">
        <Outlet />
      </main>
      <Footer />
      <Toasts dir={directionOf(locale)} />
    </div>
  );
}
