import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { alternateLinks } from './alternateLinks';
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
    const { protocol, host, pathname } = window.location;
    const links = alternateLinks({ protocol, host, pathname }).map(({ hreflang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((l) => l.remove());
  }, []);
  return null;
}
