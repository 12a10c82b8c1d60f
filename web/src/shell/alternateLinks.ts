/**
 * Alternate-language link tags (SPEC §2 "alternate-language link tags exist for many regional
 * domains"; SPEC §3 regional hosts), derived from platform/locale.
 *
 * - This host: one link per language the host's region offers (`languagesForHost`), hreflang the
 *   standard tag (`tr-TUR` -> `tr-TR`), href the same page in that language (`switchLanguagePath`:
 *   en without a prefix); `x-default` is the English page (else the region's first language).
 * - Regional domains (`REGIONAL_HOSTS`: hk, ae, nl, us, uk, ...): the regional site of a key is
 *   `{key}.{registrable domain}` (the "first label" form of the region rule in platform/locale;
 *   the TLD form `example.com.hk` cannot be derived from another domain). Each gets one link with
 *   the hreflang of `REGIONAL_HREFLANG` and the same page path without a language prefix. The
 *   current host's own key is skipped, and so is a tag this host already serves (the global site
 *   serves ja-JP, pt-BR and ru-RU itself, so jp, br and ru are not linked from it; hreflang values
 *   must be unique). Nothing regional is derived for localhost or an IP address, nor on a host
 *   whose registrable domain is itself regional (`example.com.tr`: no `hk.example.com.tr`).
 */
import { switchLanguagePath } from '../i18n/locales';
import { parseHost } from '../platform/host';
import {
  languagesForHost, REGIONAL_HOSTS, regionalHostOf, regionFromHost, standardLocale, type RegionalHost,
} from '../platform/locale';

/** The hreflang of each regional domain. */
export const REGIONAL_HREFLANG: Readonly<Record<RegionalHost, string>> = {
  hk: 'zh-HK',
  ae: 'ar-AE',
  nl: 'nl-NL',
  us: 'en-US',
  uk: 'en-GB',
  jp: 'ja-JP',
  fr: 'fr-FR',
  de: 'de-DE',
  au: 'en-AU',
  ca: 'en-CA',
  br: 'pt-BR',
  in: 'en-IN',
  ru: 'ru-RU',
};

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
}

export function alternateLinks({ protocol, host, pathname }: PageLocation): AlternateLink[] {
  const origin = `${protocol}//${host}`;
  const languages = languagesForHost(host);
  const links: AlternateLink[] = languages.map((code) => ({
    hreflang: standardLocale(code),
    href: origin + switchLanguagePath(pathname, '', code),
  }));
  const xDefault = languages.includes('en') ? 'en' : languages[0];
  if (xDefault) links.push({ hreflang: 'x-default', href: origin + switchLanguagePath(pathname, '', xDefault) });

  const parsed = parseHost(host);
  // nothing to derive for localhost / IPs, nor from a regional registrable domain (example.com.tr)
  if (parsed.isLocal || regionFromHost(parsed.site) !== 'global' || regionalHostOf(parsed.site)) return links;
  const used = new Set(links.map((l) => l.hreflang));
  const own = regionalHostOf(host);
  const neutralPath = switchLanguagePath(pathname, '', 'en');
  for (const key of REGIONAL_HOSTS) {
    const hreflang = REGIONAL_HREFLANG[key];
    if (key === own || used.has(hreflang)) continue;
    used.add(hreflang);
    links.push({ hreflang, href: `${protocol}//${key}.${parsed.site}${parsed.port}${neutralPath}` });
  }
  return links;
}
