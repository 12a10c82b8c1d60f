import { useIntl } from 'react-intl';
import {
  LANGUAGE_LABELS, LANGUAGE_STORAGE_KEY, LOCALES, normalizeLocale, switchLanguagePath, type Locale,
} from '../i18n/locales';

/** Remember the choice and reload the page under the new language prefix. */
export function switchLanguage(target: Locale, loc: Location = window.location): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, target);
  } catch {
    // storage may be unavailable (private mode); the URL still carries the language
  }
  loc.assign(switchLanguagePath(loc.pathname, loc.search, target, loc.hash));
}

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <label className="lang-switch">
      <span className="sr-only">{intl.formatMessage({ id: 'header.language' })}</span>
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className="text-muted">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        data-testid="language-select"
        value={locale}
        onChange={(e) => switchLanguage(normalizeLocale(e.target.value))}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>{LANGUAGE_LABELS[l]}</option>
        ))}
      </select>
    </label>
  );
}
