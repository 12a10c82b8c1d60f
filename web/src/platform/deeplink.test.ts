import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appTargetOf, inverseAppSymbol, LIST_ROWS, MINI_APP_PATHS, normalizeWebPath, webPathToAppLink } from './deeplink';
import { expectCases } from '../test/cases';

const S = 'botapp://';
const link = (href: string) => webPathToAppLink(href, S);

describe('normalisation', () => {
  it('strips the locale prefix and adds a trailing slash', () => {
    expectCases(normalizeWebPath, [
      ['/ja-JP/trade/spot/BTC/USDT', '/trade/spot/BTC/USDT/'], ['/en/login', '/login/'], ['/tr-TUR/login/', '/login/'],
      ['/ed-ED/login/', '/login/'], ['/de-DE/login/', '/login/'], ['/login', '/login/'], ['/', '/'],
    ]);
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

describe('mapped pages (direct and from the lists)', () => {
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
    // pages of the lists (LIST_ROWS)
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

describe('pattern routes', () => {
  it('spot trade -> home tab 3 with symbol', () => {
    expectCases(link, [
      ['/trade/spot/BTC/USDT/', `${S}home?tab=3&symbol=BTCUSDT`],
      ['/zh-TW/trade/spot/eth/usdc', `${S}home?tab=3&symbol=ETHUSDC`],
      ['/trade/spot/SOLUSDT/', `${S}home?tab=3&symbol=SOLUSDT`], ['/trade/spot/', null], ['/trade/spot/A/B/C/', null],
    ]);
  });
  it('inverse, usdt and usdc futures -> home tab 2 with type and symbol', () => {
    expectCases(link, [
      ['/trade/inverse/BTCUSD/', `${S}home?tab=2&type=inverse&symbol=BTCUSD`],
      ['/trade/usdt/BTCUSDT', `${S}home?tab=2&type=usdt&symbol=BTCUSDT`],
      ['/trade/futures/usdc/ETH-27MAR26/', `${S}home?tab=2&type=usdc&symbol=ETH-27MAR26`],
      ['/trade/futures/usdc/ETHPERP/', null],
    ]);
  });
  it('rewrites inverse suffixes _Q -> 0930 and _BIQ/_NBIQ -> 1230', () => {
    expectCases(inverseAppSymbol, [
      ['BTCUSD_Q', 'BTCUSD0930'], ['BTCUSD_BIQ', 'BTCUSD1230'], ['ethusd_nbiq', 'ETHUSD1230'], ['BTCUSD', 'BTCUSD'],
      ['BTCUSD_X', 'BTCUSD_X'],
    ]);
    expectCases(link, [
      ['/trade/inverse/BTCUSD_Q/', `${S}home?tab=2&type=inverse&symbol=BTCUSD0930`],
      ['/trade/inverse/BTCUSD_BIQ/', `${S}home?tab=2&type=inverse&symbol=BTCUSD1230`],
      ['/trade/inverse/BTCUSD_NBIQ/', `${S}home?tab=2&type=inverse&symbol=BTCUSD1230`],
    ]);
    // only inverse symbols are rewritten
    expect(link('/trade/usdt/BTCUSDT_Q/')).toBe(`${S}home?tab=2&type=usdt&symbol=BTCUSDT_Q`);
  });
  it('flexible staking and savings -> byficenter, type default 4, optional id', () => {
    expectCases(link, [
      ['/earn/flexible-staking/', `${S}byficenter?type=4`], ['/earn/savings/?id=9', `${S}byficenter?type=4&id=9`],
      ['/earn/savings/?type=1&id=77', `${S}byficenter?type=1&id=77`],
    ]);
  });
  it('financial and defi order pages -> account 3; financial home with faTransfer -> transfer', () => {
    expectCases(link, [
      ['/user/assets/order/financial/', `${S}assets_account?account=3`],
      ['/user/assets/order/defi/history/', `${S}assets_account?account=3`],
      ['/user/assets/home/financial/?faTransfer=true', `${S}transfer`],
      ['/user/assets/home/financial/?faTransfer=true&coin=BTC', `${S}transfer?coin=BTC`],
      ['/user/assets/home/financial/?faTransfer=false&coin=BTC', `${S}assets_account?account=3`],
    ]);
  });
  it('trading-bot create screens take the symbol from base and quote', () => {
    expectCases(link, [
      ['/tradingbot/create/?base=BTC&quote=USDT', `${S}grid_create?symbol=BTCUSDT`],
      ['/tradingbot/create/?base=BTC', `${S}grid_create`],
      ['/tradingbot/dca-create/?base=BTC&quote=USDT', `${S}dca_create?coin=BTC&currency=USDT`],
      ['/tradingbot/dca-create/?base=BTC', `${S}dca_create?coin=BTC`],
      ['/tradingbot/fgrid-create/?quote=USDT&base=ETH', `${S}fgrid_create?symbol=ETHUSDT`],
      ['/ja-JP/tradingbot/fmart-create?base=btc&quote=usdt', `${S}fmart_create?symbol=BTCUSDT`],
    ]);
  });
  it('task center pages', () => {
    expectCases(link, [
      ['/task-center/reward_detail/?reward-id=1&reward-code=X', `${S}task_center_reward_detail?reward-id=1&reward-code=X`],
      ['/task-center/task_detail/?task-id=3&rule-index=2', `${S}task_center_task_detail?task-id=3&rule-index=2`],
      ['/task-center/task_detail/?task-id=3', `${S}task_center_task_detail?task-id=3&rule-index=0`],
    ]);
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
