import { useIntl } from 'react-intl';
import { LANGUAGE_STORAGE_KEY, switchLanguagePath, type Locale } from '../i18n/locales';
import { languageOptionsForHost, localeFromPath as pageLocaleFromPath, type LanguageOption } from '../platform/locale';
import { Hint } from './Hint';

/**
 * The URL of the current page in `target` (SPEC §2): the code goes into, or replaces, the first
 * path segment; query string and hash are kept (en is served without a prefix).
 */
export function languageHref(loc: Pick<Location, 'pathname' | 'search' | 'hash'>, target: string): string {
  return switchLanguagePath(loc.pathname, loc.search, target, loc.hash);
}

/** Remember the choice and reload the page under the new language prefix. */
export function switchLanguage(target: string, loc: Location = window.location): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, target);
  } catch {
    // storage may be unavailable (private mode); the URL still carries the language
  }
  loc.assign(languageHref(loc, target));
}

/**
 * The options of the switcher: the languages of the host's region (SPEC §3), and the selected
 * value: the page's own code when the region offers it (an unprefixed, English page selects the
 * region's English variant), else the first option.
 */
export function switcherState(host: string, pathname: string): { options: LanguageOption[]; value: string } {
  const options = languageOptionsForHost(host);
  const current = pageLocaleFromPath(pathname);
  const match = options.find((o) => o.value === current)
    ?? (current === 'en' ? options.find((o) => o.value.startsWith('en-')) : undefined)
    ?? options[0];
  const value = match?.value ?? current;
  return { options, value };
}

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { options, value } = switcherState(window.location.host, window.location.pathname);
  const label = intl.formatMessage({ id: 'header.language' });
  return (
    <Hint label={label}>
      <label className="lang-switch" data-locale={locale}>
        <span className="sr-only">{label}</span>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className="text-muted">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <select data-testid="language-select" value={value} onChange={(e) => switchLanguage(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>{o.label}</option>
          ))}
        </select>
      </label>
    </Hint>
  );
}
