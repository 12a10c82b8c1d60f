/**
 * Strategy info (SPEC §7 Discovery): what a bot family does, its risks and its parameters.
 *
 * `GET /discovery/v5/private/discovery/strategy-info?family=&lang=` and
 * `POST /operation/tools/chat/strategy/info` (src/tradingbot/api/routes_strategy_info.py). The
 * content is localized by the server (English when a language has none); the types mirror its
 * answers as tests/integration/api/test_strategy_info.py pins them. Public calls: no login redirect.
 */
import { api } from '../../api/client';
import { intlLocaleOf, LOCALES, type Locale } from '../../i18n/locales';

export const STRATEGY_INFO_PATH = '/discovery/v5/private/discovery/strategy-info';
export const STRATEGY_CHAT_PATH = '/operation/tools/chat/strategy/info';

/** The families the server describes. */
export type StrategyFamily = 'spot_grid' | 'futures_grid' | 'spot_dca' | 'futures_martingale' | 'futures_combo';

export interface StrategyVariant {
  key: string;
  name: string;
  text?: string;
}

export interface StrategyParam {
  /** The create call's field name. */
  key: string;
  label: string;
  text: string;
  required: boolean;
  unit: string;
  unit_text: string;
  min: string | null;
  max: string | null;
  of_price: boolean;
  /** The bounds in words ("2 to 200"), empty when validation sets none. */
  bounds_text: string;
  values: string[];
  variants: StrategyVariant[];
}

export interface StrategyFamilyInfo {
  family: StrategyFamily;
  name: string;
  summary: string;
  how: string[];
  risks: string[];
  variants: StrategyVariant[];
  params: StrategyParam[];
}

export interface StrategyInfoResult {
  lang: string;
  labels: Record<string, string>;
  families: StrategyFamilyInfo[];
}

export interface StrategyChatAnswer {
  matched: boolean;
  family: StrategyFamily | null;
  param: string | null;
  lang: string;
  title: string;
  answer: string;
}

/** The app locale of react-intl's locale (the server wants `ar-SA`, not its Intl form). */
export function localeOfIntl(intlLocale: string): Locale {
  return LOCALES.find((l) => intlLocaleOf(l) === intlLocale) ?? 'en';
}

export const fetchStrategyInfo = (family: StrategyFamily, lang: string) =>
  api.get<StrategyInfoResult>(STRATEGY_INFO_PATH, { family, lang }, { loginRedirect: false });

export const askStrategyChat = (question: string, lang: string) =>
  api.post<StrategyChatAnswer>(STRATEGY_CHAT_PATH, { question, lang }, { loginRedirect: false });
