import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** A locale's messages: ICU strings (tests, dev server), or their parsed form in builds (vite.config.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// One lazy chunk per locale: only the active language is downloaded.
const modules = import.meta.glob<{ default: Messages }>('./locales/*.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = modules[`./locales/${locale}.json`] ?? modules['./locales/en.json'];
  if (!load) throw new Error(`no messages for ${locale}`);
  return (await load()).default;
}
