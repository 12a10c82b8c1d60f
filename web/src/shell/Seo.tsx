import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, switchLanguagePath } from '../i18n/locales';
import { setMeta } from './documentMeta';

/** Title, description, keywords (botsTitle/botsDescription/botsKeywords) and hreflang links. */
export function Seo() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'botsTitle' });
    setMeta(document, 'description', intl.formatMessage({ id: 'botsDescription' }));
    setMeta(document, 'keywords', intl.formatMessage({ id: 'botsKeywords' }));
  }, [intl]);

  useEffect(() => {
    const { origin, pathname } = window.location;
    const links = LOCALES.map((l) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = l;
      link.href = origin + switchLanguagePath(pathname, '', l);
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((l) => l.remove());
  }, []);
  return null;
}
