import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appTargetOf, inverseAppSymbol, LIST_ROWS, MINI_APP_PATHS, normalizeWebPath, webPathToAppLink } from './deeplink';

const S = 'botapp://';
const link = (href: string) => webPathToAppLink(href, S);

describe('normalisation', () => {
  it('strips the locale prefix and adds a trailing slash', () => {
    expect(normalizeWebPath('/ja-JP/trade/spot/BTC/USDT')).toBe('/trade/spot/BTC/USDT/');
    expect(normalizeWebPath('/en/login')).toBe('/login/');
    expect(normalizeWebPath('/tr-TUR/login/')).toBe('/login/');
    expect(normalizeWebPath('/ed-ED/login/')).toBe('/login/');
    expect(normalizeWebPath('/de-DE/login/')).toBe('/login/');
    expect(normalizeWebPath('/login')).toBe('/login/');
    expect(normalizeWebPath('/')).toBe('/');
  });
  it('maps with and without locale, slash, or origin alike', () => {
    const expected = 'botapp://login';
    for (const href of ['/login', '/login/', '/ja-JP/login', '/ar-SA/login/', 'https://www.example.com/pl-PL/login/', '/LOGIN/']) {
      expect(link(href)).toBe(expected);
    }
  });
  it('uses the scheme as given', () => {
    expect(webPathToAppLink('/login/', 'other-app://')).toBe('other-app://login');
    expect(webPathToAppLink('/dashboard/', 'x:')).toBe('x:home?tab=0');
  });
});

describe('direct mappings', () => {
  it.each([
    ['/login/', 'login'],
    ['/register/', 'signup?directlyRegister=1'],
    ['/user/accounts/auth/personal/', 'user_verify_kyc'],
    ['/fiat/deposit/', 'recharge'],
    ['/fiat/withdraw/', 'withdraw'],
    ['/about-us/', 'about_us'],
    ['/user/assets/home/tradingbot/', 'assets_account?account=12'],
    ['/user/assets/home/trading-account/', 'assets_account?account=5'],
    ['/earn/dual-asset/', 'byficenter?type=2'],
    ['/earn/launchpool/', 'byficenter?type=3'],
    ['/earn/liquidity-mining/', 'byficenter?type=5'],
    ['/apex/', 'apex_trade'],
    ['/dashboard/', 'home?tab=0'],
    ['/tax-api/', 'home?tab=0'],
    ['/spot-lending/', 'spot_lending'],
  ])('%s -> %s', (path, app) => {
    expect(link(path)).toBe(`${S}${app}`);
  });
});

describe('pattern routes', () => {
  it('spot trade -> home tab 3 with symbol', () => {
    expect(link('/trade/spot/BTC/USDT/')).toBe(`${S}home?tab=3&symbol=BTCUSDT`);
    expect(link('/zh-TW/trade/spot/eth/usdc')).toBe(`${S}home?tab=3&symbol=ETHUSDC`);
    expect(link('/trade/spot/SOLUSDT/')).toBe(`${S}home?tab=3&symbol=SOLUSDT`);
    expect(link('/trade/spot/')).toBeNull();
    expect(link('/trade/spot/A/B/C/')).toBeNull();
  });
  it('inverse, usdt and usdc futures -> home tab 2 with type and symbol', () => {
    expect(link('/trade/inverse/BTCUSD/')).toBe(`${S}home?tab=2&type=inverse&symbol=BTCUSD`);
    expect(link('/trade/usdt/BTCUSDT')).toBe(`${S}home?tab=2&type=usdt&symbol=BTCUSDT`);
    expect(link('/trade/futures/usdc/ETH-27MAR26/')).toBe(`${S}home?tab=2&type=usdc&symbol=ETH-27MAR26`);
    expect(link('/trade/futures/usdc/ETHPERP/')).toBeNull();
  });
  it('rewrites inverse suffixes _Q -> 0930 and _BIQ/_NBIQ -> 1230', () => {
    expect(inverseAppSymbol('BTCUSD_Q')).toBe('BTCUSD0930');
    expect(inverseAppSymbol('BTCUSD_BIQ')).toBe('BTCUSD1230');
    expect(inverseAppSymbol('ethusd_nbiq')).toBe('ETHUSD1230');
    expect(inverseAppSymbol('BTCUSD')).toBe('BTCUSD');
    expect(inverseAppSymbol('BTCUSD_X')).toBe('BTCUSD_X');
    expect(link('/trade/inverse/BTCUSD_Q/')).toBe(`${S}home?tab=2&type=inverse&symbol=BTCUSD0930`);
    expect(link('/trade/inverse/BTCUSD_BIQ/')).toBe(`${S}home?tab=2&type=inverse&symbol=BTCUSD1230`);
    expect(link('/trade/inverse/BTCUSD_NBIQ/')).toBe(`${S}home?tab=2&type=inverse&symbol=BTCUSD1230`);
    // only inverse symbols are rewritten
    expect(link('/trade/usdt/BTCUSDT_Q/')).toBe(`${S}home?tab=2&type=usdt&symbol=BTCUSDT_Q`);
  });
  it('flexible staking and savings -> byficenter, type default 4, optional id', () => {
    expect(link('/earn/flexible-staking/')).toBe(`${S}byficenter?type=4`);
    expect(link('/earn/savings/?id=9')).toBe(`${S}byficenter?type=4&id=9`);
    expect(link('/earn/savings/?type=1&id=77')).toBe(`${S}byficenter?type=1&id=77`);
  });
  it('financial and defi order pages -> account 3; financial home with faTransfer -> transfer', () => {
    expect(link('/user/assets/order/financial/')).toBe(`${S}assets_account?account=3`);
    expect(link('/user/assets/order/defi/history/')).toBe(`${S}assets_account?account=3`);
    expect(link('/user/assets/home/financial/?faTransfer=true')).toBe(`${S}transfer`);
    expect(link('/user/assets/home/financial/?faTransfer=true&coin=BTC')).toBe(`${S}transfer?coin=BTC`);
    expect(link('/user/assets/home/financial/?faTransfer=false&coin=BTC')).toBe(`${S}assets_account?account=3`);
  });
  it('trading-bot create screens take the symbol from base and quote', () => {
    expect(link('/tradingbot/create/?base=BTC&quote=USDT')).toBe(`${S}grid_create?symbol=BTCUSDT`);
    expect(link('/tradingbot/create/?base=BTC')).toBe(`${S}grid_create`);
    expect(link('/tradingbot/dca-create/?base=BTC&quote=USDT')).toBe(`${S}dca_create?coin=BTC&currency=USDT`);
    expect(link('/tradingbot/dca-create/?base=BTC')).toBe(`${S}dca_create?coin=BTC`);
    expect(link('/tradingbot/fgrid-create/?quote=USDT&base=ETH')).toBe(`${S}fgrid_create?symbol=ETHUSDT`);
    expect(link('/ja-JP/tradingbot/fmart-create?base=btc&quote=usdt')).toBe(`${S}fmart_create?symbol=BTCUSDT`);
  });
  it('task center pages', () => {
    expect(link('/task-center/reward_detail/?reward-id=1&reward-code=X')).toBe(`${S}task_center_reward_detail?reward-id=1&reward-code=X`);
    expect(link('/task-center/task_detail/?task-id=3&rule-index=2')).toBe(`${S}task_center_task_detail?task-id=3&rule-index=2`);
    expect(link('/task-center/task_detail/?task-id=3')).toBe(`${S}task_center_task_detail?task-id=3&rule-index=0`);
  });
  it('security page with the avatar page only', () => {
    expect(link('/user/accounts/security/?page=user_avatar_page')).toBe(`${S}user_avatar`);
    expect(link('/user/accounts/security/?page=other')).toBeNull();
  });
});

describe('mini-app routes', () => {
  it('open route?targetUrl with the stripped path and query', () => {
    expect(link('/ja-JP/tradingbot/')).toBe(`${S}route?targetUrl=%2Ftradingbot%2F`);
    expect(link('/copy-trade/profile?leaderMark=a%2Bb')).toBe(`${S}route?targetUrl=%2Fcopy-trade%2Fprofile%2F%3FleaderMark%3Da%252Bb`);
    expect(appTargetOf('/web3/swap')).toEqual({ screen: 'route', params: { targetUrl: '/web3/swap/' } });
  });
  it('covers every listed page', () => {
    expect(MINI_APP_PATHS).toHaveLength(24);
    for (const p of MINI_APP_PATHS) {
      expect(link(p)).toBe(`${S}route?targetUrl=${encodeURIComponent(p)}`);
    }
  });
});

describe('list-based mappings', () => {
  it('maps every listed path', () => {
    for (const row of LIST_ROWS) {
      for (const p of row.paths) {
        const path = p.endsWith('*') ? `${p.slice(0, -1)}BTC/` : p;
        expect(appTargetOf(path)).toEqual(row.target);
      }
    }
  });
  it.each([
    ['/markets/', 'home?tab=1'],
    ['/user/assets/home/spot/', 'assets_account?account=1'],
    ['/user/assets/history/derivatives/', 'assets_account?account=2'],
    ['/user/assets/order/usdc/', 'assets_account?account=4'],
    ['/user/assets/home/fiat/', 'assets_account?account=6'],
    ['/user/assets/home/', 'assets_account'],
    ['/fiat/purchase/crypto/', 'buycrypto'],
    ['/fiat/trade/express/', 'express_home'],
    ['/p2p/', 'otc_list'],
    ['/trade/option/usdc/', 'home?tab=2&type=option'],
    ['/earn/home/', 'byficenter'],
    ['/earn/wealth-management/', 'fund_pool_home'],
  ])('%s -> %s', (path, app) => {
    expect(link(path)).toBe(`${S}${app}`);
  });
});

describe('unknown paths', () => {
  it('give null', () => {
    for (const p of ['/', '/ja-JP/', '', '/tradingbot/detail/1/', '/markets/spot/extra/', '/loginx/', '/user/assets/order/other/']) {
      expect(link(p)).toBeNull();
    }
  });
});

describe('docs/deeplinks.md', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const doc = readFileSync(resolve(here, '../../../docs/deeplinks.md'), 'utf8');
  const rows = doc.split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| Web path'))
    .map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
  const examples = rows.map((cells) => [cells[2] ?? '', cells[3] ?? ''] as const)
    .map(([web, app]) => [web.replace(/^`|`$/g, ''), app.replace(/^`|`$/g, '')] as const);

  it('has an example for every row', () => {
    expect(examples.length).toBeGreaterThan(70);
    for (const [web, app] of examples) {
      expect(web).not.toBe('');
      expect(app).not.toBe('');
    }
  });
  it('every documented example holds', () => {
    for (const [web, app] of examples) {
      expect({ web, got: link(web) }).toEqual({ web, got: app === 'null' ? null : app });
    }
  });
});
