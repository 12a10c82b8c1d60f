/**
 * Web path -> native-app deep link (SPEC §2 "Web path to native-app deep link mapping").
 *
 * Inside the native app a web link is turned into `{scheme}{screen}[?{query}]`. Before
 * matching, the locale prefix (a first segment such as `ja-JP`, `en`, `tr-TUR`) is stripped
 * and a trailing slash added; static parts match case-insensitively. Unknown paths give
 * `null`, so the link opens as a normal web page. Every row is listed, with examples, in
 * docs/deeplinks.md (the tests check those examples against this module).
 *
 * Order: direct mappings, pattern routes, mini-app routes, list-based mappings (a path
 * matches at most one row of each; exact paths never overlap between groups).
 */
import { isLanguageSegment } from './locale';

export type LinkParams = Record<string, string | number | undefined>;

export interface AppTarget {
  screen: string;
  params?: LinkParams;
}

interface MatchContext {
  /** Locale-stripped path with a trailing slash, original case. */
  path: string;
  /** Lower-cased path. */
  lower: string;
  query: URLSearchParams;
  /** Original query string ('' or '?...'). */
  search: string;
}

type Rule = (ctx: MatchContext) => AppTarget | null;

/** The screen of mini-app routes; the web page goes into `targetUrl`. */
export const MINI_APP_SCREEN = 'route';

// ---- Direct mappings ----

const DIRECT: Readonly<Record<string, AppTarget>> = {
  '/login/': { screen: 'login' },
  '/register/': { screen: 'signup', params: { directlyRegister: 1 } },
  '/user/accounts/auth/personal/': { screen: 'user_verify_kyc' },
  '/fiat/deposit/': { screen: 'recharge' },
  '/fiat/withdraw/': { screen: 'withdraw' },
  '/about-us/': { screen: 'about_us' },
  '/user/assets/home/tradingbot/': { screen: 'assets_account', params: { account: 12 } },
  '/user/assets/home/trading-account/': { screen: 'assets_account', params: { account: 5 } },
  '/earn/dual-asset/': { screen: 'byficenter', params: { type: 2 } },
  '/earn/launchpool/': { screen: 'byficenter', params: { type: 3 } },
  '/earn/liquidity-mining/': { screen: 'byficenter', params: { type: 5 } },
  '/apex/': { screen: 'apex_trade' },
  '/dashboard/': { screen: 'home', params: { tab: 0 } },
  '/tax-api/': { screen: 'home', params: { tab: 0 } },
  '/spot-lending/': { screen: 'spot_lending' },
};

// ---- Mini-app routes: route?targetUrl={path and query} ----

export const MINI_APP_PATHS: readonly string[] = [
  // earn
  '/earn/pos/', '/earn/double-win/', '/earn/discount-buy/',
  // trading bot
  '/tradingbot/', '/tradingbot/my-bots/',
  // referral, launch
  '/referral/', '/launch/',
  // rewards hub
  '/rewards-hub/', '/rewards-hub/my-campaigns/', '/rewards-hub/my-rewards/',
  // fiat cards, tools discovery
  '/cards/', '/tools/discovery/',
  // copy trade
  '/copy-trade/', '/copy-trade/trader-center/', '/copy-trade/profile/',
  // NFT, giveaway red envelope
  '/nft/', '/giveaway/red-envelope/',
  // web3
  '/web3/rewards/', '/web3/ido/', '/web3/swap/', '/web3/staking/', '/web3/balance/', '/web3/crypto/',
  // VIP program
  '/vip/',
];

// ---- List-based mappings (an entry ending in '*' matches the path and everything below) ----

interface ListRow {
  paths: readonly string[];
  target: AppTarget;
}

export const LIST_ROWS: readonly ListRow[] = [
  {
    paths: ['/markets/', '/markets/overview/', '/markets/spot/', '/markets/derivatives/', '/markets/favorites/', '/markets/new/'],
    target: { screen: 'home', params: { tab: 1 } },
  },
  {
    paths: ['/user/assets/home/spot/', '/user/assets/history/spot/', '/user/assets/order/spot/'],
    target: { screen: 'assets_account', params: { account: 1 } },
  },
  {
    paths: ['/user/assets/home/derivatives/', '/user/assets/history/derivatives/', '/user/assets/order/derivatives/'],
    target: { screen: 'assets_account', params: { account: 2 } },
  },
  {
    paths: ['/user/assets/home/usdc/', '/user/assets/history/usdc/', '/user/assets/order/usdc/'],
    target: { screen: 'assets_account', params: { account: 4 } },
  },
  {
    paths: ['/user/assets/home/fiat/', '/user/assets/history/fiat/', '/user/assets/order/fiat/'],
    target: { screen: 'assets_account', params: { account: 6 } },
  },
  {
    paths: ['/user/assets/', '/user/assets/home/', '/user/assets/overview/'],
    target: { screen: 'assets_account' },
  },
  {
    paths: ['/fiat/purchase/crypto/', '/fiat/trade/buy-crypto/', '/buy-crypto/'],
    target: { screen: 'buycrypto' },
  },
  {
    paths: ['/fiat/trade/express/', '/fiat/trade/express/home/'],
    target: { screen: 'express_home' },
  },
  {
    paths: ['/fiat/trade/otc/', '/fiat/trade/otc/buy/', '/fiat/trade/otc/sell/', '/fiat/trade/otc/orders/', '/p2p/'],
    target: { screen: 'otc_list' },
  },
  {
    paths: ['/trade/option/usdc/*', '/trade/options/usdc/*'],
    target: { screen: 'home', params: { tab: 2, type: 'option' } },
  },
  {
    paths: ['/earn/', '/earn/home/'],
    target: { screen: 'byficenter' },
  },
  {
    paths: ['/wealth-management/', '/earn/wealth-management/'],
    target: { screen: 'fund_pool_home' },
  },
];

// ---- Inverse futures suffix rule ----

/**
 * Dated inverse futures: the web's rolling names become the app's delivery-date suffix.
 * `_Q` (the current quarterly contract) -> `0930`; `_BIQ` (the bi-quarterly contract) and
 * `_NBIQ` (the next bi-quarterly, the legacy name of the same far contract) -> `1230`.
 * E.g. BTCUSD_Q -> BTCUSD0930, BTCUSD_BIQ -> BTCUSD1230, ETHUSD_NBIQ -> ETHUSD1230.
 * Other symbols are returned upper-cased and otherwise unchanged.
 */
export const INVERSE_SUFFIXES: Readonly<Record<string, string>> = {
  _Q: '0930',
  _BIQ: '1230',
  _NBIQ: '1230',
};

export function inverseAppSymbol(symbol: string): string {
  const upper = symbol.toUpperCase();
  const m = /^(.*?)(_NBIQ|_BIQ|_Q)$/.exec(upper);
  if (!m) return upper;
  return `${m[1] ?? ''}${INVERSE_SUFFIXES[m[2] ?? ''] ?? ''}`;
}

// ---- Pattern routes ----

const SYMBOL = '([A-Za-z0-9_]+)';

function queryParam(q: URLSearchParams, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = q.get(n);
    if (v !== null && v !== '') return v;
  }
  return undefined;
}

const PATTERNS: readonly Rule[] = [
  // /trade/spot/{BASE}/{QUOTE}/ and /trade/spot/{BASEQUOTE}/ -> home tab 3
  ({ path }) => {
    const m = new RegExp(`^/trade/spot/${SYMBOL}/(?:${SYMBOL}/)?$`, 'i').exec(path);
    if (!m) return null;
    return { screen: 'home', params: { tab: 3, symbol: `${m[1] ?? ''}${m[2] ?? ''}`.toUpperCase() } };
  },
  // inverse / usdt perpetuals and futures -> home tab 2 with type
  ({ path }) => {
    const m = new RegExp(`^/trade/(inverse|usdt)/${SYMBOL}/$`, 'i').exec(path);
    if (!m) return null;
    const type = (m[1] ?? '').toLowerCase();
    const symbol = type === 'inverse' ? inverseAppSymbol(m[2] ?? '') : (m[2] ?? '').toUpperCase();
    return { screen: 'home', params: { tab: 2, type, symbol } };
  },
  // /trade/futures/usdc/{A-B}/ -> home tab 2 type usdc
  ({ path }) => {
    const m = /^\/trade\/futures\/usdc\/([A-Za-z0-9]+-[A-Za-z0-9-]+)\/$/i.exec(path);
    if (!m) return null;
    return { screen: 'home', params: { tab: 2, type: 'usdc', symbol: (m[1] ?? '').toUpperCase() } };
  },
  // flexible staking and savings -> byficenter, type (default 4) and optional id
  ({ lower, query }) => {
    if (lower !== '/earn/flexible-staking/' && lower !== '/earn/savings/') return null;
    return { screen: 'byficenter', params: { type: queryParam(query, 'type') ?? 4, id: queryParam(query, 'id') } };
  },
  // financial and defi order pages -> assets_account account 3
  ({ lower }) => {
    if (!/^\/user\/assets\/order\/(financial|defi)\//.test(lower)) return null;
    return { screen: 'assets_account', params: { account: 3 } };
  },
  // financial home: with faTransfer=true -> transfer (optional coin), else the financial account
  ({ lower, query }) => {
    if (lower !== '/user/assets/home/financial/') return null;
    if (query.get('faTransfer') === 'true') return { screen: 'transfer', params: { coin: queryParam(query, 'coin') } };
    return { screen: 'assets_account', params: { account: 3 } };
  },
  // trading-bot create screens; the symbol (or coin and currency) from base and quote
  ({ lower, query }) => {
    const m = /^\/tradingbot\/(create|dca-create|fgrid-create|fmart-create)\/$/.exec(lower);
    if (!m) return null;
    const base = queryParam(query, 'base')?.toUpperCase();
    const quote = queryParam(query, 'quote')?.toUpperCase();
    const symbol = base && quote ? `${base}${quote}` : undefined;
    switch (m[1]) {
      case 'create':
        return { screen: 'grid_create', params: { symbol } };
      case 'dca-create':
        return { screen: 'dca_create', params: { coin: base, currency: quote } };
      case 'fgrid-create':
        return { screen: 'fgrid_create', params: { symbol } };
      default:
        return { screen: 'fmart_create', params: { symbol } };
    }
  },
  // task center
  ({ lower, query }) => {
    if (lower === '/task-center/reward_detail/') {
      return {
        screen: 'task_center_reward_detail',
        params: { 'reward-id': queryParam(query, 'reward-id'), 'reward-code': queryParam(query, 'reward-code') },
      };
    }
    if (lower === '/task-center/task_detail/') {
      return {
        screen: 'task_center_task_detail',
        params: { 'task-id': queryParam(query, 'task-id'), 'rule-index': queryParam(query, 'rule-index') ?? 0 },
      };
    }
    return null;
  },
  // security page with page=user_avatar_page -> avatar page
  ({ lower, query }) => {
    if (lower !== '/user/accounts/security/' || query.get('page') !== 'user_avatar_page') return null;
    return { screen: 'user_avatar' };
  },
];

function listMatch(lower: string, entry: string): boolean {
  if (entry.endsWith('*')) return lower.startsWith(entry.slice(0, -1));
  return lower === entry;
}

const RULES: readonly Rule[] = [
  ({ lower }) => DIRECT[lower] ?? null,
  ...PATTERNS,
  ({ lower, path, search }) =>
    MINI_APP_PATHS.includes(lower) ? { screen: MINI_APP_SCREEN, params: { targetUrl: `${path}${search}` } } : null,
  ({ lower }) => LIST_ROWS.find((row) => row.paths.some((p) => listMatch(lower, p)))?.target ?? null,
];

/**
 * The path used for matching: the locale prefix stripped, a trailing slash added.
 * ('/ja-JP/trade/spot/BTC/USDT' -> '/trade/spot/BTC/USDT/').
 */
export function normalizeWebPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguageSegment(segments[0])) segments.shift();
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Split a path or absolute URL into its normalised path, query and original search. */
function contextOf(href: string): MatchContext | null {
  let url: URL;
  try {
    url = new URL(href.trim(), 'http://deeplink.invalid');
  } catch {
    return null;
  }
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // keep the encoded form
  }
  const path = normalizeWebPath(pathname);
  return { path, lower: path.toLowerCase(), query: url.searchParams, search: url.search };
}

/** The app target of a web href (screen and params), or null for unknown paths. */
export function appTargetOf(href: string): AppTarget | null {
  const ctx = contextOf(href);
  if (!ctx) return null;
  for (const rule of RULES) {
    const target = rule(ctx);
    if (target) return target;
  }
  return null;
}

/** `{scheme}{screen}` plus the defined params as a query string. */
export function formatAppLink(scheme: string, target: AppTarget): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(target.params ?? {})) {
    if (v !== undefined && v !== '') params.append(k, String(v));
  }
  const qs = params.toString();
  return `${scheme}${target.screen}${qs ? `?${qs}` : ''}`;
}

/**
 * The native-app link of a web href (absolute URL or path, with query), e.g.
 * `webPathToAppLink('/ja-JP/trade/spot/BTC/USDT', 'botapp://')` ->
 * `'botapp://home?tab=3&symbol=BTCUSDT'`; `null` for paths without a mapping.
 */
export function webPathToAppLink(href: string, scheme: string): string | null {
  const target = appTargetOf(href);
  return target ? formatAppLink(scheme, target) : null;
}
