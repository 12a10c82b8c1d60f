// End-to-end test: builds the web app, starts the REAL backend on a free port with a
// throw-away SQLite database, drives Debian's Chromium through the user flows, then
// stops the server. Prints "N passed, M failed" and exits non-zero on any failure.
// The support-chat step waits for the chat's 10 s start (SPEC §4), so a run takes that much longer.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const repoRoot = resolve(webDir, '..');
const CHROMIUM = process.env.BOT_E2E_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TIMEOUT = 15_000;
const ADMIN_TOKEN = process.env.BOT_ADMIN_TOKEN || 'e2e-admin-token';
/** E2E_ONLY=<regex>: run only the steps whose name matches (a flow's steps share its name prefix). */
const ONLY = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;

const messages = (code) => JSON.parse(readFileSync(join(webDir, 'src/i18n/locales', `${code}.json`), 'utf8'));
const en = messages('en');
const ar = messages('ar-SA');

function freePort() {
  return new Promise((ok, fail) => {
    const srv = net.createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const vite = join(webDir, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}

function startServer(port, dbDir) {
  const prefix = process.env.BOT_E2E_SERVER_CMD?.trim().split(/\s+/) ?? [join(repoRoot, '.venv/bin/tradingbot')];
  const args = [...prefix.slice(1), 'serve', '--host', '127.0.0.1', '--port', String(port),
    '--database-url', `sqlite:///${join(dbDir, 'e2e.db')}`];
  const child = spawn(prefix[0], args, {
    cwd: repoRoot,
    detached: true,
    // the admin market calls (setting a price by hand) exist only with an admin token
    env: { ...process.env, BOT_WEB_DIST: join(webDir, 'dist'), LOG_LEVEL: 'info', BOT_ADMIN_TOKEN: ADMIN_TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (err) => log.push(`spawn error: ${err.message}`));
  return { child, log };
}

function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM'); // the server's own process group
  } catch {
    server.child.kill('SIGTERM');
  }
}

async function waitForServer(base, server, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}`);
    try {
      const res = await fetch(`${base}/t1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /t1 in time');
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** Run fn and wait for the page load it causes (login, logout and language switch reload). */
async function expectReload(page, fn) {
  await Promise.all([page.waitForEvent('load', { timeout: TIMEOUT }), fn()]);
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

/** A page in a new browser context (its uncaught errors recorded for the run); `cookies` carry a session over. */
async function openPage(ctx, { viewport, locale, userAgent, cookies }) {
  const context = await ctx.browser.newContext({ viewport, locale, ...(userAgent ? { userAgent } : {}) });
  if (cookies) await context.addCookies(cookies);
  const p = await context.newPage();
  p.on('pageerror', (err) => ctx.pageErrors.push(err.message));
  return p;
}

/** The session's page moved to an Arabic 390 px phone: its cookies carried over, the desktop context closed. */
async function arabicPhoneOf(ctx, s) {
  const cookies = await s.page.context().cookies();
  await s.page.context().close();
  return openPage(ctx, { viewport: PHONE, locale: 'ar-SA', cookies });
}

/** How many px the page is wider than its viewport (sideways scrolling). */
const overflowOf = (p) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A home-page block in Arabic on a phone: its rows, its Arabic title, right-to-left, no sideways scrolling, a screenshot. */
async function homeBlockInArabic(ctx, s, { block, row, titleKey }) {
  const p = await arabicPhoneOf(ctx, s);
  await p.goto(`${ctx.base}/ar-SA/tradingbot/`);
  await p.getByTestId(row).first().waitFor({ timeout: TIMEOUT });
  const title = ((await p.locator(`#${block}-title`).textContent()) ?? '').trim();
  assert(title === ar[titleKey], `Arabic title ${title}`);
  assert(await p.evaluate(() => document.documentElement.dir) === 'rtl', 'not rtl');
  const overflow = await overflowOf(p);
  assert(overflow <= 1, `home page is ${overflow} px wider than the phone`);
  await p.getByTestId(block).screenshot({ path: join(here, `screenshots/${block}-phone-ar.png`) });
  await p.context().close();
}

function defineTests(ctx) {
  // the database is fresh for every run, so a short readable address is unique enough
  const email = `trader${Math.floor(Math.random() * 9000) + 1000}@example.com`;
  const password = 'e2e-Passw0rd!';
  const { page } = ctx;
  const byTestId = (id) => page.getByTestId(id);
  const assertHeaderUser = async () => {
    await byTestId('header-user').waitFor({ timeout: TIMEOUT });
    const shown = (await byTestId('header-user').textContent())?.trim();
    assert(shown === email, `header shows ${shown}, expected ${email}`);
  };

  return [
    ['anonymous home: shell, SEO meta and login button', async () => {
      await page.goto(`${ctx.base}/tradingbot/`);
      await byTestId('login-button').waitFor({ timeout: TIMEOUT });
      for (const id of ['site-header', 'main', 'site-footer', 'create-block']) {
        assert(await byTestId(id).isVisible(), `${id} not visible`);
      }
      assert((await page.title()) === en.botsTitle, `title is ${await page.title()}`);
      const robots = await page.getAttribute('meta[name="robots"]', 'content');
      assert(robots === 'index,follow', `robots is ${robots}`);
      assert(await page.evaluate(() => document.documentElement.dir) === 'ltr', 'dir is not ltr');
      assert(!(await byTestId('my-bots').count()), 'My bots shown to an anonymous visitor');
    }],
    ['register a fresh email through the modal: page reloads, header shows the email', async () => {
      await byTestId('signup-button').click();
      await byTestId('auth-dialog').waitFor({ timeout: TIMEOUT });
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', password);
      await expectReload(page, () => byTestId('auth-submit').click());
      await assertHeaderUser();
      await byTestId('my-bots').waitFor({ timeout: TIMEOUT });
      await byTestId('bots-empty').waitFor({ timeout: TIMEOUT });
    }],
    ['demo funds: the button credits 10,000 USDT to the FUND balance list', async () => {
      await byTestId('demo-funds-button').click();
      const row = byTestId('balance-USDT');
      await row.waitFor({ timeout: TIMEOUT });
      await page.waitForFunction(
        () => /10,000/.test(document.querySelector('[data-testid="balance-USDT"]')?.textContent ?? ''),
        null, { timeout: TIMEOUT },
      );
    }],
    ['screenshot of the logged-in English home page', async () => {
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 6000 }).catch(() => {});
      await page.mouse.move(0, 0);
      mkdirSync(join(here, 'screenshots'), { recursive: true });
      await page.screenshot({ path: join(here, 'screenshots/home.png'), fullPage: true });
    }],
    ['switch language to ar-SA through the header: URL, rtl, Latin digits, still logged in', async () => {
      await expectReload(page, () => byTestId('language-select').selectOption('ar-SA'));
      const { pathname } = new URL(page.url());
      assert(pathname.startsWith('/ar-SA/tradingbot/'), `url is ${page.url()}`);
      await assertHeaderUser();
      const dir = await page.evaluate(() => document.documentElement.dir);
      const lang = await page.evaluate(() => document.documentElement.lang);
      assert(dir === 'rtl' && lang === 'ar-SA', `dir=${dir} lang=${lang}`);
      await page.waitForFunction((t) => document.title === t, ar.botsTitle, { timeout: TIMEOUT });
      const stored = await page.evaluate(() => localStorage.getItem('language'));
      assert(stored === 'ar-SA', `stored language is ${stored}`);
      await byTestId('balance-USDT').waitFor({ timeout: TIMEOUT });
      const text = await byTestId('balance-USDT').textContent();
      assert(/10\D?000/.test(text ?? '') && !/[٠-٩]/.test(text ?? ''), `balance shows ${text}`);
    }],
    ['log out: page reloads and the header shows the login button again', async () => {
      await expectReload(page, () => byTestId('logout-button').click());
      await byTestId('login-button').waitFor({ timeout: TIMEOUT });
      assert(!(await byTestId('header-user').count()), 'user still shown after logout');
      assert(new URL(page.url()).pathname.startsWith('/ar-SA/tradingbot/'), 'language lost on logout');
    }],
    ['log in again: a wrong password shows a localized error, the right one logs in', async () => {
      await byTestId('login-button').click();
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', 'wrong-password');
      await byTestId('auth-submit').click();
      await byTestId('auth-error').waitFor({ timeout: TIMEOUT });
      const error = (await byTestId('auth-error').textContent())?.trim();
      assert(error === ar['error.wrongCredentials'], `error is ${error}`);
      await page.fill('input[name="password"]', password);
      await expectReload(page, () => byTestId('auth-submit').click());
      await assertHeaderUser();
    }],
    ['switch language on a page with a query string: the query is kept, ar-SA is rtl', async () => {
      const search = '?utm_source=e2e&note=a%20b';
      await page.goto(`${ctx.base}/tradingbot/${search}`);
      await assertHeaderUser();
      assert(await page.evaluate(() => document.documentElement.dir) === 'ltr', 'English page is not ltr');
      await expectReload(page, () => byTestId('language-select').selectOption('ar-SA'));
      let url = new URL(page.url());
      assert(url.pathname === '/ar-SA/tradingbot/' && url.search === search, `url is ${page.url()}`);
      const dir = await page.evaluate(() => document.documentElement.dir);
      assert(dir === 'rtl', `ar-SA dir is ${dir}`);
      await assertHeaderUser();
      await expectReload(page, () => byTestId('language-select').selectOption('en'));
      url = new URL(page.url());
      assert(url.pathname === '/tradingbot/' && url.search === search, `back in English the url is ${page.url()}`);
      assert(await page.evaluate(() => document.documentElement.dir) === 'ltr', 'English page is not ltr again');
      const hreflangs = await page.$$eval('link[rel="alternate"]', (ls) => ls.map((l) => l.getAttribute('hreflang')));
      assert(hreflangs.length === 19 && hreflangs.includes('ar-SA') && hreflangs.includes('x-default'),
        `alternate links: ${hreflangs.join(',')}`);
    }],
    ['first paint: the 48 px top-navigation placeholder drawn from the cached navigation', async () => {
      await assertHeaderUser(); // the header has stored the navigation and the analytics user id
      const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('bot_nav_cache') ?? 'null'));
      assert(cached?.language === 'en' && cached.left?.[0]?.name === en['nav.tradingBots'], `cache ${JSON.stringify(cached)}`);
      // hold the English messages back so the placeholder stays on screen
      await page.route('**/assets/en-*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(`${ctx.base}/tradingbot/`, { waitUntil: 'commit' });
      const ph = byTestId('topnav-placeholder');
      await ph.waitFor({ timeout: TIMEOUT });
      const box = await ph.boundingBox();
      assert(box && Math.round(box.height) === 48, `placeholder height ${box?.height}`);
      const nav = (await byTestId('topnav-nav').textContent())?.trim();
      assert(nav === en['nav.tradingBots'], `placeholder nav shows ${nav}`);
      const state = await byTestId('topnav-right').getAttribute('data-state');
      assert(state === 'in', `placeholder right side is ${state}`);
      assert(await byTestId('topnav-search').isVisible(), 'no search icon');
      await assertHeaderUser();
      assert(!(await ph.count()), 'placeholder still shown after the header loaded');
      const css = await page.evaluate(() => !!document.getElementById('bot-nav-placeholder-css'));
      assert(css, 'placeholder stylesheet not requested');
      await page.unroute('**/assets/en-*.js');
    }],
    ['login expiry: a 10007 on a logged-in page redirects to the login page with redirect_url, then back', async () => {
      const target = `${ctx.base}/ja-JP/tradingbot/?from=e2e`;
      await page.goto(target);
      await assertHeaderUser();
      await byTestId('demo-funds-button').waitFor({ timeout: TIMEOUT });
      // the session ends on the server side of the browser: its cookie is gone
      await page.context().clearCookies({ name: 'bot_session' });
      // a private call (the demo-funds button, or the My bots poll) now answers 10007
      await byTestId('demo-funds-button').click({ timeout: 3000 }).catch(() => {});
      await page.waitForURL(/\/ja-JP\/tradingbot\/login\/\?redirect_url=/, { timeout: TIMEOUT });
      const redirect = new URL(page.url()).searchParams.get('redirect_url');
      assert(redirect === target, `redirect_url is ${redirect}`);
      await byTestId('login-page').waitFor({ timeout: TIMEOUT });
      assert(!(await byTestId('auth-dialog').count()), 'the login modal opened as well');
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', password);
      await Promise.all([page.waitForURL(target, { timeout: TIMEOUT }), byTestId('auth-submit').click()]);
      await assertHeaderUser();
    }],
    ['support chat: not loaded at first, starts 10 s after load and answers "How do I get demo funds?"', async () => {
      const widgetRequests = [];
      const onRequest = (r) => {
        if (/SupportWidget-[^/]*\.js/.test(r.url())) widgetRequests.push(Date.now());
      };
      page.on('request', onRequest);
      const started = Date.now();
      await page.goto(`${ctx.base}/tradingbot/`);
      await byTestId('create-block').waitFor({ timeout: TIMEOUT });
      assert(!(await byTestId('support-launcher').count()), 'chat shown at once');
      await byTestId('support-launcher').waitFor({ timeout: 20_000 });
      page.off('request', onRequest);
      const after = (widgetRequests[0] ?? 0) - started;
      assert(after >= 9_500, `chat chunk requested ${after} ms after load`);
      await byTestId('support-launcher').click();
      await byTestId('support-panel').waitFor({ timeout: TIMEOUT });
      assert(!(await byTestId('support-english-note').count()), 'English note shown on an English page');
      await byTestId('support-input').fill('How do I get demo funds?');
      await byTestId('support-send').click();
      const answer = byTestId('support-answer').first();
      await answer.waitFor({ timeout: TIMEOUT });
      const text = (await answer.textContent()) ?? '';
      assert(/demo funds/i.test(text), `answer is ${text}`);
      const source = (await byTestId('support-source').first().textContent()) ?? '';
      assert(/FAQ/.test(source), `source is ${source}`);
      const related = await byTestId('support-related').count();
      assert(related >= 1 && related <= 3, `${related} related questions`);
      await page.mouse.move(0, 0);
      mkdirSync(join(here, 'screenshots'), { recursive: true });
      await page.screenshot({ path: join(here, 'screenshots/support.png') });
      await byTestId('support-related').first().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="support-answer"]').length === 2, null,
        { timeout: TIMEOUT });
    }],
    ['support chat in Arabic: the header help button opens it at once, with the "answers are in English" note', async () => {
      await page.goto(`${ctx.base}/ar-SA/tradingbot/`);
      await assertHeaderUser();
      await byTestId('header-support').click();
      await byTestId('support-panel').waitFor({ timeout: 5000 });
      const note = (await byTestId('support-english-note').textContent())?.trim();
      assert(note === ar['support.englishNote'], `note is ${note}`);
      await byTestId('support-input').fill('What are the trading fees?');
      await byTestId('support-send').click();
      await byTestId('support-answer').first().waitFor({ timeout: TIMEOUT });
      const text = (await byTestId('support-answer').first().textContent()) ?? '';
      assert(/maker fee/.test(text), `answer is ${text}`);
      await expectReload(page, () => byTestId('language-select').selectOption('en'));
    }],
    ['compliance wall: shown for a restricted locale (nl-NL)', async () => {
      await page.goto(`${ctx.base}/nl-NL/tradingbot/`);
      const wall = byTestId('compliance-wall');
      await wall.waitFor({ timeout: TIMEOUT });
      const reason = await wall.getAttribute('data-reason');
      assert(reason === 'restricted', `wall reason ${reason}`);
      const box = await wall.boundingBox();
      assert(box && box.width >= 480, `wall is ${box?.width} px wide`);
      await byTestId('compliance-ok').click();
      await wall.waitFor({ state: 'detached', timeout: TIMEOUT });
    }],
    ['phone browser and native app: smart banner, 0.85 scale, app mode hides header (auto-hide) and footer', async () => {
      const p = await openPage(ctx, {
        viewport: PHONE, locale: 'en-US',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      });
      await p.goto(`${ctx.base}/tradingbot/`);
      await p.getByTestId('smart-banner').waitFor({ timeout: TIMEOUT });
      const href = await p.getByTestId('smart-banner-open').getAttribute('href');
      assert(href === 'botapp://route?targetUrl=%2Ftradingbot%2F', `app link ${href}`);
      const viewport = await p.getAttribute('meta[name="viewport"]', 'content');
      assert(/initial-scale=0\.85/.test(viewport ?? ''), `viewport ${viewport}`);
      await p.getByTestId('smart-banner-close').click();
      await p.getByTestId('smart-banner').waitFor({ state: 'detached', timeout: TIMEOUT });
      await p.reload();
      await p.getByTestId('login-button').waitFor({ timeout: TIMEOUT });
      assert(!(await p.getByTestId('smart-banner').count()), 'dismissed banner shown again');
      await p.context().close();

      const a = await openPage(ctx, {
        viewport: PHONE, locale: 'en-US',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 BotApp/3.7.0',
      });
      await a.goto(`${ctx.base}/tradingbot/`);
      await a.getByTestId('site-header').waitFor({ timeout: TIMEOUT });
      assert(!(await a.getByTestId('site-footer').count()), 'footer shown in the app');
      assert(!(await a.getByTestId('smart-banner').count()), 'banner shown in the app');
      assert(!(await a.getByTestId('header-support').count()), 'support chat offered in the app');
      await a.goto(`${ctx.base}/tradingbot/?autoHideHeader=1`);
      await a.getByTestId('create-block').waitFor({ timeout: TIMEOUT });
      assert(!(await a.getByTestId('site-header').count()), 'header shown with auto-hide on');
      assert(!(await a.getByTestId('topnav-placeholder').count()), 'placeholder shown with auto-hide on');
      const guid = (await a.context().cookies()).find((c) => c.name === 'guid');
      assert(guid && guid.expires - Date.now() / 1000 > 119 * 86400, `guid cookie ${JSON.stringify(guid)}`);
      await a.context().close();
    }],
    ...spotGridTests(ctx),
    ...futuresGridTests(ctx),
    ...dcaTests(ctx),
    ...comboTests(ctx),
    ...fmartTests(ctx),
    ...auroraTests(ctx),
    ...labTests(ctx),
    ...strategyInfoTests(ctx),
    ...rankingTests(ctx),
    ...accountTests(ctx),
    ['no uncaught errors in the page', async () => {
      assert(ctx.pageErrors.length === 0, `page errors: ${ctx.pageErrors.join(' | ')}`);
    }],
  ];
}

/**
 * What every bot-family flow needs: its own page (``s.page``), test-id lookup, screenshots after
 * toasts are gone, waiting for a bot status, and a fresh user who signs up on the English desktop
 * home page and takes the demo funds (API failures on ``apiPattern`` are recorded for the run).
 */
function botSession(ctx, { emailPrefix, password, apiPattern }) {
  const email = `${emailPrefix}${Math.floor(Math.random() * 9000) + 1000}@example.com`;
  const s = { page: null, botId: null };
  const byTestId = (id) => s.page.getByTestId(id);
  const shot = async (name) => {
    await s.page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 6000 }).catch(() => {});
    await s.page.mouse.move(0, 0);
    mkdirSync(join(here, 'screenshots'), { recursive: true });
    await s.page.screenshot({ path: join(here, 'screenshots', name), fullPage: true });
  };
  const statusIs = (status, timeout) => s.page.waitForFunction(
    (want) => document.querySelector('[data-testid="bot-status"]')?.getAttribute('data-status') === want,
    status, { timeout },
  );
  const signUpWithDemoFunds = async () => {
    s.page = await openPage(ctx, { viewport: DESKTOP, locale: 'en-US' });
    s.page.on('response', async (r) => {
      if (!apiPattern.test(r.url())) return;
      const body = await r.text().catch(() => '');
      if (!r.ok() || /"ret_code":\s*[1-9]/.test(body)) {
        ctx.apiErrors.push(`${r.request().method()} ${r.url()} ${r.status()} ${body.slice(0, 300)}`);
      }
    });
    await s.page.goto(`${ctx.base}/tradingbot/`);
    await byTestId('signup-button').click();
    await byTestId('auth-dialog').waitFor({ timeout: TIMEOUT });
    await s.page.fill('input[name="email"]', email);
    await s.page.fill('input[name="password"]', password);
    await expectReload(s.page, () => byTestId('auth-submit').click());
    await byTestId('header-user').waitFor({ timeout: TIMEOUT });
    await byTestId('demo-funds-button').click();
    await s.page.waitForFunction(
      () => /10,000/.test(document.querySelector('[data-testid="balance-USDT"]')?.textContent ?? ''),
      null, { timeout: TIMEOUT },
    );
  };
  const text = async (id) => ((await byTestId(id).textContent()) ?? '').trim();
  /** Close the bot from its detail page (a settlement mode, checks inside the dialog) and wait for COMPLETED. */
  const closeBot = async ({ mode, inDialog } = {}) => {
    await byTestId('close-button').click();
    await byTestId('close-dialog').waitFor({ timeout: TIMEOUT });
    if (inDialog) await inDialog();
    if (mode) await byTestId(mode).click();
    await byTestId('close-submit').click();
    await statusIs('COMPLETED', 30_000);
  };
  /** Wait until the text of test id `id` matches `re`. */
  const textIs = (id, re) => s.page.waitForFunction(
    ([tid, src]) => new RegExp(src).test(document.querySelector(`[data-testid="${tid}"]`)?.textContent ?? ''),
    [id, re.source], { timeout: 30_000 },
  );
  /** A closed bot's detail page: each test id of `texts` (in the close details) matches its pattern, and no close button. */
  const closedShows = async (texts) => {
    for (const [id, re] of Object.entries(texts)) await textIs(id, re);
    assert(!(await byTestId('close-button').count()), 'close button still shown for a completed bot');
  };
  /** My bots, Closed tab: the session's bot is listed (by its family label) and links to `path`. */
  const closedRowLinksTo = async (label, path) => {
    await s.page.goto(`${ctx.base}/tradingbot/`);
    await byTestId('bots-tab-closed').click();
    const row = s.page.locator(`[data-testid="bot-row"][data-bot-id="${s.botId}"]`).filter({ hasText: label });
    await row.waitFor({ timeout: TIMEOUT });
    const href = await row.getByTestId('bot-link').getAttribute('href');
    assert(href === `/tradingbot/${path}?bot_id=${s.botId}`, `row links to ${href}`);
    return row;
  };
  /** The same for a futures bot, whose row also shows its mode and leverage (`modeRe`). */
  const closedRowShowsMode = async (label, path, modeRe) => {
    const row = await closedRowLinksTo(label, path);
    const mode = ((await row.getByTestId('bot-row-mode').textContent()) ?? '').trim();
    assert(modeRe.test(mode), `row mode ${mode}`);
  };
  /** From the home page's create block (on the family's tab, when given) to the family's create page at `urlRe`. */
  const openCreate = async (createId, urlRe, familyTab) => {
    if (familyTab) await byTestId(familyTab).click();
    await byTestId(createId).click();
    await s.page.waitForURL(urlRe, { timeout: TIMEOUT });
  };
  /** The grid create pages: the live price is shown and the chart drawn, the AI panel open. */
  const livePriceAndChart = async () => {
    await s.page.waitForFunction(
      () => Number(document.querySelector('[data-testid="symbol-price"]')?.getAttribute('data-price')) > 0,
      null, { timeout: TIMEOUT },
    );
    await byTestId('price-chart').locator('canvas').first().waitFor({ timeout: TIMEOUT });
    await byTestId('ai-panel').waitFor({ timeout: TIMEOUT });
  };
  /** Wait until the button `id` can be pressed. */
  const enabled = (id) => s.page.waitForFunction(
    (tid) => !document.querySelector(`[data-testid="${tid}"]`)?.hasAttribute('disabled'), id, { timeout: TIMEOUT },
  );
  /** After a create: the new bot's detail page at `urlRe`; its bot_id. */
  const landedOn = async (urlRe) => {
    await s.page.waitForURL(urlRe, { timeout: TIMEOUT });
    return new URL(s.page.url()).searchParams.get('bot_id');
  };
  /** The same, once the bot is RUNNING. */
  const landedRunning = async (urlRe) => {
    const id = await landedOn(urlRe);
    await statusIs('RUNNING', 30_000);
    return id;
  };
  return {
    s, byTestId, text, textIs, shot, statusIs, signUpWithDemoFunds, closeBot, closedShows, closedRowLinksTo, closedRowShowsMode,
    openCreate, livePriceAndChart, enabled, landedOn, landedRunning,
  };
}

/**
 * A closed bot's detail page and its family's create page in Arabic on a 390 px phone (the session's
 * cookies carried over): right-to-left, the close reason in Arabic, no sideways scrolling.
 */
async function arabicPhoneCheck(ctx, s, { detail, reasonKey, create, prepare }) {
  const p = await arabicPhoneOf(ctx, s);
  await p.goto(`${ctx.base}/ar-SA/tradingbot/${detail}`);
  await p.getByTestId('close-detail').waitFor({ timeout: TIMEOUT });
  const dir = await p.evaluate(() => document.documentElement.dir);
  assert(dir === 'rtl', `dir is ${dir}`);
  const reason = ((await p.getByTestId('close-reason').textContent()) ?? '').trim();
  assert(reason === ar[reasonKey], `Arabic close reason ${reason}`);
  const overflow = await overflowOf(p);
  assert(overflow <= 1, `page is ${overflow} px wider than the phone`);
  await p.goto(`${ctx.base}/ar-SA/tradingbot/${create}`);
  await prepare(p);
  const createOverflow = await overflowOf(p);
  assert(createOverflow <= 1, `create page is ${createOverflow} px wider than the phone`);
  await p.context().close();
}

/**
 * {@link arabicPhoneCheck} of a futures family (`fgrid`, `fmart`): the session's closed bot, its
 * close reason `reasonKey`, then the BTCUSDT create page once its manual tab shows `manualId`.
 */
const futuresArabicCheck = (ctx, s, family, reasonKey, manualId) => arabicPhoneCheck(ctx, s, {
  detail: `${family}/detail/?bot_id=${s.botId}`, reasonKey, create: `${family}-create/?base=BTC&quote=USDT`,
  prepare: async (p) => {
    await p.getByTestId('mode-selector').waitFor({ timeout: TIMEOUT });
    await p.getByTestId('tab-manual').click();
    await p.getByTestId(manualId).waitFor({ timeout: TIMEOUT });
  },
});

/**
 * Spot grid flow in its own browser context (English, desktop 1280 wide): a fresh user gets demo
 * funds, creates a manual grid around the live price, sees it RUNNING with open orders, closes it
 * with quote settlement and sees it COMPLETED. The market simulator moves prices every second, so
 * the range is read from the page and the assertions wait for states rather than exact numbers.
 */
function spotGridTests(ctx) {
  const {
    s, byTestId, shot, statusIs, signUpWithDemoFunds, closeBot, closedShows, openCreate, livePriceAndChart, enabled
  } = botSession(ctx, {
    emailPrefix: 'grid', password: 'e2e-Grid-Passw0rd!', apiPattern: /\/s1\/bot\//,
  });

  return [
    ['spot grid: a fresh user registers on the English home page and gets demo funds', signUpWithDemoFunds],
    ['spot grid: the create block opens the create page for BTCUSDT with a live price and chart', async () => {
      await openCreate('create-spot-grid', /\/tradingbot\/create\/\?base=BTC&quote=USDT$/);
      await livePriceAndChart();
    }],
    ['spot grid: a manual grid around the current price passes validation', async () => {
      await byTestId('tab-manual').click();
      const price = Number(await byTestId('symbol-price').getAttribute('data-price'));
      assert(price > 0, `price is ${price}`);
      const min = Math.floor(price * 0.95);
      const max = Math.ceil(price * 1.05);
      await byTestId('input-min_price').fill(String(min));
      await byTestId('input-max_price').fill(String(max));
      await byTestId('input-cell_number').fill('10');
      await byTestId('input-investment').fill('1000');
      await byTestId('available-balance').filter({ hasText: '10,000' }).waitFor({ timeout: TIMEOUT });
      await byTestId('validation-ok').waitFor({ timeout: TIMEOUT });
      const levels = await byTestId('price-chart').getAttribute('data-lines');
      assert(levels === '11', `chart draws ${levels} lines, expected 11 grid levels`);
      const profit = (await byTestId('profit-per-grid').textContent()) ?? '';
      assert(/\d%.*\d%/.test(profit), `profit per grid is ${profit}`);
      await shot('create.png');
    }],
    ['spot grid: create through the confirmation dialog lands on the detail page', async () => {
      await byTestId('create-submit').click();
      await byTestId('confirm-dialog').waitFor({ timeout: TIMEOUT });
      const investment = (await byTestId('confirm-investment').textContent()) ?? '';
      assert(/1,000\s*USDT/.test(investment), `confirmation shows ${investment}`);
      await enabled('confirm-create');
      await byTestId('confirm-create').click();
      await s.page.waitForURL(/\/tradingbot\/grid\/detail\/\?grid_id=\d+/, { timeout: TIMEOUT });
      await byTestId('detail-page').waitFor({ timeout: TIMEOUT });
    }],
    ['spot grid: the detail page shows RUNNING and the open orders', async () => {
      await statusIs('RUNNING', 30_000);
      await s.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="open-order-row"]').length >= 1, null, { timeout: 30_000 },
      );
      const symbol = (await byTestId('detail-symbol').textContent())?.trim();
      assert(symbol === 'BTC/USDT', `symbol is ${symbol}`);
      const investment = (await byTestId('param-investment').textContent()) ?? '';
      assert(/1,000\s*USDT/.test(investment), `investment is ${investment}`);
      const grids = (await byTestId('param-grids').textContent())?.trim();
      assert(grids === '10', `grid count is ${grids}`);
      await shot('detail.png');
    }],
    ['spot grid: close with quote settlement and see COMPLETED with the close details', async () => {
      await closeBot({ mode: 'close-mode-3' });
      await closedShows({ 'close-settle': /All in USDT/, 'close-reason': /Closed manually/ });
    }],
    ['spot grid: My bots lists the bot under Closed with a link to its detail page', async () => {
      await s.page.goto(`${ctx.base}/tradingbot/`);
      await byTestId('my-bots').waitFor({ timeout: TIMEOUT });
      await byTestId('bots-tab-closed').click();
      await byTestId('bot-row').first().waitFor({ timeout: TIMEOUT });
      const status = await byTestId('bot-row-status').first().getAttribute('data-status');
      assert(status === 'COMPLETED', `closed list shows ${status}`);
      await s.page.context().close();
    }],
  ];
}

/**
 * Futures grid flow in its own browser context (English, desktop 1280 wide): a fresh user gets demo
 * funds, opens the futures grid create page from the home create block, creates a LONG grid around
 * the live perpetual price (3x, 500 USDT) after validation passed with an estimated liquidation
 * price, lands on the detail page with the position and its liquidation price, closes it and sees
 * COMPLETED. Then the same detail page in Arabic on a phone: right-to-left and no sideways scroll.
 * The perpetual market moves every second, so the range is read from the page.
 */
function futuresGridTests(ctx) {
  const {
    s, byTestId, text, shot, statusIs, signUpWithDemoFunds, closeBot, closedShows, closedRowShowsMode, openCreate,
    livePriceAndChart, enabled, landedOn
  } = botSession(ctx, {
    emailPrefix: 'fgrid', password: 'e2e-Fgrid-Passw0rd!', apiPattern: /\/(s1\/bot|contract\/v5)\//,
  });

  return [
    ['futures grid: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['futures grid: the home Futures grid tab opens the create page with the live perpetual price and chart', async () => {
      await openCreate('create-futures-grid', /\/tradingbot\/fgrid-create\/\?base=BTC&quote=USDT$/, 'family-futuresGrid');
      await livePriceAndChart();
    }],
    ['futures grid: LONG, a range around the price, 3x and 500 USDT pass validation with an estimated liquidation price', async () => {
      await byTestId('mode-LONG').click();
      await s.page.waitForFunction(
        () => document.querySelector('[data-testid="ai-panel"]')?.getAttribute('data-mode') === 'LONG', null, { timeout: TIMEOUT },
      );
      await byTestId('tab-manual').click();
      const price = Number(await byTestId('symbol-price').getAttribute('data-price'));
      assert(price > 0, `price is ${price}`);
      await byTestId('input-min_price').fill(String(Math.floor(price * 0.95)));
      await byTestId('input-max_price').fill(String(Math.ceil(price * 1.05)));
      await byTestId('input-cell_number').fill('10');
      await byTestId('input-leverage').fill('3');
      await byTestId('input-investment').fill('500');
      await byTestId('available-balance').filter({ hasText: '10,000' }).waitFor({ timeout: TIMEOUT });
      await byTestId('validation-ok').waitFor({ timeout: TIMEOUT });
      const bounds = await text('leverage-bounds');
      assert(/1x\s*–\s*50x/.test(bounds), `leverage bounds ${bounds}`);
      const liq = Number(await byTestId('liq-price-long').getAttribute('data-price'));
      const liqText = await text('liq-price-long');
      assert(liq > 0 && liq < price && /\d/.test(liqText), `estimated liquidation price ${liq} (${liqText}), price ${price}`);
      const lines = Number(await byTestId('price-chart').getAttribute('data-lines'));
      assert(lines === 12, `chart draws ${lines} lines, expected 11 grid levels and the liquidation line`);
      const profit = await text('profit-per-grid');
      assert(/\d%.*\d%/.test(profit), `profit per grid is ${profit}`);
      await shot('fgrid-create.png');
    }],
    ['futures grid: create through the confirmation dialog lands on the detail page', async () => {
      await byTestId('create-submit').click();
      await byTestId('confirm-dialog').waitFor({ timeout: TIMEOUT });
      const mode = await text('confirm-mode');
      assert(/Long\s*3x/.test(mode), `confirmation mode ${mode}`);
      const investment = await text('confirm-investment');
      assert(/500\s*USDT/.test(investment), `confirmation shows ${investment}`);
      await enabled('confirm-create');
      await byTestId('confirm-create').click();
      s.botId = await landedOn(/\/tradingbot\/fgrid\/detail\/\?bot_id=\d+/);
      await byTestId('fgrid-detail-page').waitFor({ timeout: TIMEOUT });
    }],
    ['futures grid: the detail page shows RUNNING, the long position, its liquidation price and reduce-only orders', async () => {
      await statusIs('RUNNING', 30_000);
      await s.page.waitForFunction(
        () => /\d\s*BTC/.test(document.querySelector('[data-testid="position-size"]')?.textContent ?? ''), null, { timeout: 30_000 },
      );
      const side = await text('position-side');
      assert(side === 'Long', `position side ${side}`);
      const mode = await text('detail-mode');
      assert(/Long\s*3x/.test(mode), `mode badge ${mode}`);
      for (const id of ['liquidation-price', 'position-liq']) {
        const liq = await text(id);
        assert(/^[\d,.]+$/.test(liq) || liq === '--', `${id} shows ${liq}`);
      }
      const investment = await text('param-investment');
      assert(/500\s*USDT/.test(investment), `investment ${investment}`);
      await s.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="open-order-row"]').length >= 1, null, { timeout: 30_000 },
      );
      assert(await byTestId('reduce-only').count() >= 1, 'no reduce-only (closing) order listed');
      await shot('fgrid-detail.png');
    }],
    ['futures grid: close (cancel orders, close the position at market) and see COMPLETED with the close details', async () => {
      await closeBot({
        inDialog: async () => {
          const steps = await text('close-steps');
          assert(/closed at the market price/.test(steps), `close dialog explains ${steps}`);
        },
      });
      await closedShows({ 'close-reason': /Closed manually/, 'close-assets': /USDT/ });
      const size = await text('position-size');
      assert(size === '--', `position after close ${size}`);
    }],
    ['futures grid: My bots lists it under Closed, linked to the futures detail page with mode and leverage', async () => {
      await closedRowShowsMode('Futures grid', 'fgrid/detail/', /Long\s*3x/);
    }],
    ['futures grid: the detail page in Arabic on a phone is right-to-left without sideways scrolling',
      () => futuresArabicCheck(ctx, s, 'fgrid', 'fgrid.closeReason.MANUAL', 'input-leverage')],
  ];
}

/**
 * Spot DCA flow in its own browser context (English, desktop): a fresh user with demo funds opens
 * the DCA create page from the home create block, previews a SAFETY_ORDER ladder (§4.2's steps),
 * creates it, sees it RUNNING with the resting safety orders and the take profit, modifies the
 * take profit, closes it selling the coins and sees COMPLETED; then the detail page in Arabic on a
 * phone: right-to-left and no sideways scroll.
 */
function dcaTests(ctx) {
  const {
    s, byTestId, text, shot, signUpWithDemoFunds, closeBot, closedShows, closedRowLinksTo, openCreate, landedRunning
  } = botSession(ctx, {
    emailPrefix: 'dca', password: 'e2e-Dca-Passw0rd!', apiPattern: /\/s1\/bot\//,
  });

  return [
    ['spot DCA: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['spot DCA: the home Spot DCA tab opens the create page with the safety-order ladder preview', async () => {
      await openCreate('create-spot-dca', /\/tradingbot\/dca-create\/\?base=BTC&quote=USDT$/, 'family-spotDca');
      await byTestId('dca-estimated-rounds').waitFor({ timeout: TIMEOUT });
      await byTestId('dca-type-SAFETY_ORDER').click();
      await byTestId('dca-ladder').waitFor({ timeout: TIMEOUT });
      const rows = await byTestId('dca-ladder-row').count();
      assert(rows === 3, `ladder shows ${rows} safety orders`);
      const mpd = await text('dca-mpd');
      assert(/10\.92\s*%/.test(mpd), `max price deviation ${mpd}`);
      const capital = await text('dca-capital');
      assert(/337\.5/.test(capital), `capital ${capital}`);
      await byTestId('input-sl_pct').fill('5');
      await byTestId('dca-sl-check').waitFor({ timeout: TIMEOUT });
      await byTestId('input-sl_pct').fill('');
      await shot('dca-create.png');
    }],
    ['spot DCA: create lands on the detail page, RUNNING with the safety orders and the take profit', async () => {
      await byTestId('dca-create-submit').click();
      s.botId = await landedRunning(/\/tradingbot\/dca\/detail\/\?bot_id=\d+/);
      await s.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="open-order-row"]').length === 4, null, { timeout: 30_000 },
      );
      const sells = await s.page.locator('[data-testid="open-order-row"][data-side="SELL"]').count();
      assert(sells === 1, `${sells} take-profit orders`);
      const type = await text('dca-type');
      assert(type === 'Safety orders', `type badge ${type}`);
      await shot('dca-detail.png');
    }],
    ['spot DCA: modify the take profit; the resting take profit moves', async () => {
      const before = await text('tp-price');
      await byTestId('modify-button').click();
      await byTestId('dca-modify-dialog').waitFor({ timeout: TIMEOUT });
      const tp = byTestId('input-tp_pct');
      await s.page.waitForFunction(
        () => document.querySelector('[data-testid="input-tp_pct"]')?.value === '5', null, { timeout: TIMEOUT },
      );
      await tp.fill('2');
      await byTestId('modify-submit').click();
      await byTestId('dca-modify-dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
      await s.page.waitForFunction(
        (old) => (document.querySelector('[data-testid="tp-price"]')?.textContent ?? '').trim() !== old, before, { timeout: 30_000 },
      );
    }],
    ['spot DCA: close selling the coins and see COMPLETED with the close reason', async () => {
      await closeBot({ mode: 'close-mode-3' });
      await closedShows({ 'close-reason': /Closed manually/ });
      const settlement = await text('settlement');
      assert(/USDT/.test(settlement) && !/BTC/.test(settlement), `settlement ${settlement}`);
    }],
    ['spot DCA: My bots links the closed bot to its DCA detail page', async () => {
      await closedRowLinksTo('Spot DCA', 'dca/detail/');
    }],
    ['spot DCA: a RECURRING bot of three coins buys every coin in its first round', async () => {
      await s.page.goto(`${ctx.base}/tradingbot/dca-create/?base=BTC&quote=USDT`);
      await byTestId('dca-limits-0').waitFor({ timeout: TIMEOUT });
      await byTestId('dca-pair-add').click();
      await byTestId('dca-pair-add').click();
      const coins = await s.page.locator('[data-testid="dca-pair-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-coin')));
      assert(coins.length === 3 && new Set(coins).size === 3 && coins[0] === 'BTC', `coins ${coins}`);
      s.recurringCoins = coins;
      await byTestId('dca-limits-2').waitFor({ timeout: TIMEOUT });
      const total = await text('dca-round-total');
      assert(/90/.test(total), `round total ${total}`);
      await byTestId('dca-create-submit').click();
      s.recurringId = await landedRunning(/\/tradingbot\/dca\/detail\/\?bot_id=\d+/);
      await byTestId('dca-coins').waitFor({ timeout: 30_000 });
      for (const coin of coins) {
        const row = byTestId(`pair-${coin}`);
        await row.waitFor({ timeout: TIMEOUT });
        const cells = ((await row.textContent()) ?? '').trim();
        assert(!new RegExp(`(^|\\D)0 ${coin}`).test(cells), `${coin} not bought: ${cells}`);
      }
      const rounds = await text('rounds-done');
      assert(rounds === '1', `rounds bought ${rounds}`);
      await shot('dca-recurring-3.png');
    }],
    ['spot DCA: the detail page in Arabic on a phone is right-to-left without sideways scrolling', () => arabicPhoneCheck(ctx, s, {
      detail: `dca/detail/?bot_id=${s.botId}`, reasonKey: 'dca.closeReason.MANUAL', create: 'dca-create/?base=BTC&quote=USDT',
      prepare: async (p) => {
        const wide = async (what) => {
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert(overflow <= 1, `${what} is ${overflow} px wider than the phone`);
        };
        // the 3-coin RECURRING bot's per-coin table, then three coin rows on the create page
        await p.goto(`${ctx.base}/ar-SA/tradingbot/dca/detail/?bot_id=${s.recurringId}`);
        await p.getByTestId(`pair-${s.recurringCoins[2]}`).waitFor({ timeout: TIMEOUT });
        await wide('the per-coin table');
        await p.goto(`${ctx.base}/ar-SA/tradingbot/dca-create/?base=BTC&quote=USDT`);
        await p.getByTestId('dca-limits-0').waitFor({ timeout: TIMEOUT });
        await p.getByTestId('dca-pair-add').click();
        await p.getByTestId('dca-pair-add').click();
        await p.getByTestId('dca-limits-2').waitFor({ timeout: TIMEOUT });
        await wide('the coin rows');
        await p.getByTestId('dca-type-SAFETY_ORDER').click();
        await p.getByTestId('dca-ladder').waitFor({ timeout: TIMEOUT });
      },
    })],
  ];
}

/**
 * Futures combo flow: a fresh user opens the combo tab, builds a three-leg basket (BTC and ETH long,
 * SOL short, equal weights), creates it, sees its legs RUNNING, transfers margin in, changes the
 * weights (a MODIFY rebalance shows in the history), closes it, and finds it in My bots.
 */
function comboTests(ctx) {
  const {
    s, byTestId, text, shot, signUpWithDemoFunds, closeBot, closedShows, closedRowLinksTo, enabled, landedRunning
  } = botSession(ctx, {
    emailPrefix: 'combo', password: 'e2e-Combo-Passw0rd!', apiPattern: /\/contract\/v5\/private\/fcombobot\/(?!get-daily-pick)/,
  });

  return [
    ['futures combo: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['futures combo: the home Futures combo tab opens the basket editor; three legs, one short, equal weights', async () => {
      await byTestId('family-futuresCombo').click();
      const pickAnswer = s.page.waitForResponse((r) => r.url().includes('/fcombobot/get-daily-pick'), { timeout: TIMEOUT });
      await byTestId('create-futures-combo').click();
      await s.page.waitForURL(/\/tradingbot\/fcombo-create\/$/, { timeout: TIMEOUT });
      const pick = await (await pickAnswer).json();
      if (pick?.result?.pop) {  // today's pick pops up once: look at it, then build our own basket
        const dialog = byTestId('daily-pick-dialog');
        await dialog.waitFor({ timeout: TIMEOUT });
        const legs = await dialog.getByTestId('pick-leg').count();
        assert(legs >= 2 && legs <= 3, `daily pick shows ${legs} legs`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      }
      await byTestId('leg-add').click();
      await byTestId('leg-symbol-2').selectOption('SOLUSDT');
      await byTestId('leg-side-2-2').click();
      await byTestId('weights-equal').click();
      const sum = await byTestId('weights-sum').getAttribute('data-valid');
      assert(sum === 'true', `weights valid: ${sum}`);
      const mode = await text('combo-mode-badge');
      assert(mode === 'Mixed basket', `mode badge ${mode}`);
      await byTestId('input-leverage').fill('2');
      await byTestId('input-init_margin').fill('1000');
      await enabled('combo-create-submit');
      await shot('fcombo-create.png');
    }],
    ['futures combo: create lands on the detail page, RUNNING with three legs at their weights', async () => {
      await byTestId('combo-create-submit').click();
      s.botId = await landedRunning(/\/tradingbot\/fcombo\/detail\/\?bot_id=\d+/);
      await s.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="position-row"]').length === 3, null, { timeout: TIMEOUT },
      );
      await byTestId('rebalance-row').first().waitFor({ timeout: TIMEOUT });
      await shot('fcombo-detail.png');
    }],
    ['futures combo: transfer 200 USDT in; the margin grows', async () => {
      await byTestId('transfer-button').click();
      await byTestId('transfer-dialog').waitFor({ timeout: TIMEOUT });
      await byTestId('input-transfer_amount').fill('200');
      await byTestId('transfer-submit').click();
      await byTestId('transfer-dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
      await s.page.waitForFunction(
        () => /1,200/.test(document.querySelector('[data-testid="param-margin"]')?.textContent ?? ''), null, { timeout: 30_000 },
      );
    }],
    ['futures combo: new weights rebalance the legs (a "Settings changed" rebalance)', async () => {
      await byTestId('modify-button').click();
      await byTestId('modify-dialog').waitFor({ timeout: TIMEOUT });
      await byTestId('leg-weight-0').fill('60');
      await byTestId('leg-weight-1').fill('20');
      await byTestId('leg-weight-2').fill('20');
      await byTestId('modify-submit').click();
      await byTestId('modify-dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
      await s.page.locator('[data-testid="rebalance-row"][data-trigger="MODIFY"]').first().waitFor({ timeout: 30_000 });
    }],
    ['futures combo: the home portfolio counts the running combo under its family, then back to its page', async () => {
      await s.page.goto(`${ctx.base}/tradingbot/`);
      await byTestId('portfolio').waitFor({ timeout: TIMEOUT });
      await s.page.waitForFunction(
        () => document.querySelector('[data-testid="portfolio-running"] dd')?.textContent?.trim() === '1', null, { timeout: TIMEOUT },
      );
      const row = s.page.locator('[data-testid="portfolio-family"][data-bot-type="COMBO_FUTURES"]');
      await row.waitFor({ timeout: TIMEOUT });
      assert(/Futures combo/.test((await row.textContent()) ?? ''), 'portfolio family row');
      await s.page.goto(`${ctx.base}/tradingbot/fcombo/detail/?bot_id=${s.botId}`);
      await byTestId('close-button').waitFor({ timeout: TIMEOUT });
    }],
    ['futures combo: close and see COMPLETED with every leg flat', async () => {
      await closeBot();
      await closedShows({ 'close-reason': /Closed by you/ });
    }],
    ['futures combo: My bots links the closed combo to its detail page', async () => {
      await closedRowLinksTo('Futures combo', 'fcombo/detail/');
    }],
    ['futures combo: the detail page in Arabic on a phone is right-to-left without sideways scrolling', () => arabicPhoneCheck(ctx, s, {
      detail: `fcombo/detail/?bot_id=${s.botId}`, reasonKey: 'fcombo.stopType.BY_USER', create: 'fcombo-create/',
      prepare: async (p) => {
        const dialog = p.getByTestId('daily-pick-dialog');
        await p.getByTestId('combo-basket').waitFor({ timeout: TIMEOUT });
        if (await dialog.isVisible().catch(() => false)) await p.keyboard.press('Escape');
      },
    })],
  ];
}

/** Set a perpetual's price by hand (the admin market call; the symbol leaves the simulator). */
async function setLinearPrice(ctx, symbol, price) {
  const res = await fetch(`${ctx.base}/admin/market/price`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ category: 'linear', symbol, price: String(price) }),
  });
  const body = await res.json().catch(() => ({}));
  assert(res.ok && body.ret_code === 0, `set ${symbol} price ${price}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
}

/**
 * Futures martingale flow: a fresh user opens the martingale tab, fixes BTCUSDT at 100,000 (admin
 * price), previews a LONG 5x ladder (initial order and 4 adds), creates it; the price falls through
 * the first add (it fills, the ladder shows it FILLED), rises through the round's take profit (a
 * completed round, the next round starts at once); margin is added and auto-cycle turned off, then
 * the bot is closed and listed in My bots.
 */
function fmartTests(ctx) {
  const {
    s, byTestId, text, textIs, shot, statusIs, signUpWithDemoFunds, closeBot, closedShows, closedRowShowsMode, openCreate,
    enabled, landedRunning
  } = botSession(ctx, {
    emailPrefix: 'fmart', password: 'e2e-Fmart-Passw0rd!', apiPattern: /\/contract\/v5\/private\/fmartingalebot\//,
  });
  const priceOf = async (id) => Number((await text(id)).replace(/[^\d.]/g, ''));

  return [
    ['futures martingale: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['futures martingale: the home tab opens the create page; a LONG 5x ladder previews 5 orders and a liquidation price', async () => {
      await setLinearPrice(ctx, 'BTCUSDT', 100000);
      await openCreate('create-futures-martingale', /\/tradingbot\/fmart-create\/\?base=BTC&quote=USDT$/, 'family-futuresMartingale');
      await byTestId('mode-selector').waitFor({ timeout: TIMEOUT });
      await byTestId('tab-manual').click();
      await byTestId('mode-LONG').click();
      for (const [name, value] of [['leverage', '5'], ['price_float_percent', '2'], ['add_position_percent', '1.5'],
        ['add_position_num', '4'], ['init_margin', '500'], ['round_tp_percent', '5']]) {
        await byTestId(`input-${name}`).fill(value);
      }
      await byTestId('validation-ok').waitFor({ timeout: TIMEOUT });
      await byTestId('ladder-preview').waitFor({ timeout: TIMEOUT });
      const rows = await byTestId('ladder-row').count();
      assert(rows === 5, `ladder preview shows ${rows} orders`);
      const liq = Number(await byTestId('estimated-liq-price').getAttribute('data-price'));
      assert(liq > 0 && liq < 100000, `estimated liquidation price ${liq}`);
      await shot('fmart-create.png');
    }],
    ['futures martingale: create through the confirmation; RUNNING with the initial order filled', async () => {
      await byTestId('create-submit').click();
      await byTestId('confirm-dialog').waitFor({ timeout: TIMEOUT });
      const mode = await text('confirm-mode');
      assert(/Long\s*5x/.test(mode), `confirmation mode ${mode}`);
      await enabled('confirm-create');
      await byTestId('confirm-create').click();
      s.botId = await landedRunning(/\/tradingbot\/fmart\/detail\/\?bot_id=\d+/);
      await textIs('position-size', /\d\s*BTC/);
      await s.page.locator('[data-testid="ladder-row"][data-index="0"][data-state="FILLED"]').waitFor({ timeout: 30_000 });
      await s.page.locator('[data-testid="open-order-row"][data-reduce-only="true"]').first().waitFor({ timeout: 30_000 });
    }],
    ['futures martingale: the price falls through the next add; it fills and the take profit moves down', async () => {
      await textIs('next-add-price', /\d/);
      const add = await priceOf('next-add-price');
      const tpBefore = await priceOf('tp-price');
      assert(add > 0 && add < 100000, `next add price ${add}`);
      await setLinearPrice(ctx, 'BTCUSDT', Math.floor(add - 10));
      await s.page.locator('[data-testid="ladder-row"][data-index="1"][data-state="FILLED"]').waitFor({ timeout: 30_000 });
      await textIs('current-round', /1 of 4 adds/);
      const tpAfter = await priceOf('tp-price');
      assert(tpAfter > 0 && tpAfter < tpBefore, `take profit ${tpBefore} -> ${tpAfter}`);
      await shot('fmart-detail.png');
    }],
    ['futures martingale: the price rises through the take profit; the round completes and the next one starts', async () => {
      const tp = await priceOf('tp-price');
      await setLinearPrice(ctx, 'BTCUSDT', Math.ceil(tp + 10));
      await textIs('completed-rounds', /^1$/);
      await s.page.locator('[data-testid="round-row"][data-round="1"][data-status="COMPLETED"]').waitFor({ timeout: 30_000 });
      await textIs('current-round', /^2\b/);
      await textIs('position-size', /\d\s*BTC/);
      await statusIs('RUNNING', TIMEOUT);
    }],
    ['futures martingale: modify adds 100 USDT of margin and turns auto-cycle off', async () => {
      await byTestId('modify-button').click();
      await byTestId('modify-dialog').waitFor({ timeout: TIMEOUT });
      await byTestId('modify-auto-cycle').uncheck();
      await byTestId('input-add_margin').fill('100');
      await byTestId('modify-submit').click();
      await byTestId('modify-dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
      await textIs('total-margin', /^600\s*USDT$/);
      await textIs('param-auto-cycle', /^Off$/);
    }],
    ['futures martingale: close and see COMPLETED with the close details', async () => {
      await closeBot();
      await closedShows({ 'close-reason': /Closed manually/, 'close-assets': /USDT/ });
    }],
    ['futures martingale: My bots links the closed martingale to its detail page with mode and leverage', async () => {
      await closedRowShowsMode('Futures martingale', 'fmart/detail/', /Long\s*5x/);
    }],
    ['futures martingale: the detail page in Arabic on a phone is right-to-left without sideways scrolling',
      () => futuresArabicCheck(ctx, s, 'fmart', 'fmart.stopType.BY_USER', 'ladder-preview')],
  ];
}

/**
 * AI picks flow: a fresh user with demo funds sees the home page's AI picks (backtested on the
 * simulated market; a cold server fills them in), opens a spot grid pick's "Use", lands on the
 * spot grid create page prefilled with the pick (range and grid count of /aurora/info), creates it
 * with the investment the pick was backtested with and sees it RUNNING; then the block in Arabic on
 * a phone: right-to-left without sideways scrolling.
 */
function auroraTests(ctx) {
  const { s, byTestId, shot, statusIs, signUpWithDemoFunds, enabled } = botSession(ctx, {
    emailPrefix: 'aurora', password: 'e2e-Aurora-Passw0rd!', apiPattern: /\/operation\/tools\/aurora\/|\/s1\/bot\/grid\//,
  });
  const pickOf = async (id) => {
    // public call, without the session (whose POSTs need the CSRF header the app sends)
    const res = await fetch(`${ctx.base}/operation/tools/aurora/info`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ aurora_id: id }),
    });
    const body = await res.json();
    assert(body.ret_code === 0, `info ${id}: ${JSON.stringify(body).slice(0, 200)}`);
    return body.result;
  };

  return [
    ['AI picks: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['AI picks: the home page lists backtested picks with family, yield and window (no APR under 30 days), and drawdown', async () => {
      await byTestId('aurora').waitFor({ timeout: TIMEOUT });
      await byTestId('aurora-pick').first().waitFor({ timeout: 90_000 });
      if (await byTestId('aurora-more').count()) await byTestId('aurora-more').click(); // all picks, not the best six
      await s.page.locator('[data-testid="aurora-pick"][data-biz-type="GRID_SPOT"]').first().waitFor({ timeout: 90_000 });
      const cards = await byTestId('aurora-pick').count();
      assert(cards >= 1 && cards <= 18, `${cards} AI picks`);
      const first = byTestId('aurora-pick').first();
      const family = ((await first.getByTestId('aurora-family').textContent()) ?? '').trim();
      assert(['Spot grid', 'Futures grid', 'Futures martingale', 'Futures combo'].includes(family), `family ${family}`);
      assert(/%/.test((await first.getByTestId('aurora-yield').textContent()) ?? ''), 'no yield');
      const windowText = (await first.getByTestId('aurora-window').textContent()) ?? '';
      assert(/Backtest over [\d.]+ days?/.test(windowText), 'no window');
      // honest figures: a window under 30 days (the hubs keep about 14 days) shows its yield, no APR
      const windowDays = Number(/([\d.]+) days?/.exec(windowText)?.[1]);
      const aprShown = await first.getByTestId('aurora-apr').count();
      assert(windowDays >= 30 || (aprShown === 0 && !/APR/.test((await first.textContent()) ?? '')), `APR on a ${windowDays}-day window`);
      assert(/%/.test((await first.getByTestId('aurora-drawdown').textContent()) ?? ''), 'no drawdown');
      await byTestId('aurora').scrollIntoViewIfNeeded();
      await shot('aurora-home.png');
      await byTestId('demo-funds-button').click(); // a second 10,000: the pick was backtested with 10,000
      await s.page.waitForFunction(
        () => /20,000/.test(document.querySelector('[data-testid="balance-USDT"]')?.textContent ?? ''), null, { timeout: TIMEOUT },
      );
    }],
    ['AI picks: Use on a spot grid pick opens the create page prefilled with the pick', async () => {
      const card = s.page.locator('[data-testid="aurora-pick"][data-biz-type="GRID_SPOT"]').first();
      s.auroraId = await card.getAttribute('data-aurora-id');
      s.pick = await pickOf(s.auroraId);
      await card.getByTestId('aurora-use').click();
      await s.page.waitForURL(/\/tradingbot\/create\/\?base=\w+&quote=USDT&aurora=/, { timeout: TIMEOUT });
      await byTestId('origin-ai').waitFor({ timeout: 30_000 });
      const p = s.pick.params;
      const cells = await byTestId('input-cell_number').inputValue();
      assert(cells === String(p.cell_number), `grids ${cells}, pick ${p.cell_number}`);
      const [min, max] = [await byTestId('input-min_price').inputValue(), await byTestId('input-max_price').inputValue()];
      const near = (a, b) => Math.abs(Number(a.replace(/,/g, '')) - Number(b)) <= Number(b) * 1e-6 + 0.01;
      assert(near(min, p.min_price) && near(max, p.max_price), `range ${min}-${max}, pick ${p.min_price}-${p.max_price}`);
      const spacing = await byTestId(`grid-type-${p.grid_type}`).getAttribute('aria-checked');
      assert(spacing === 'true', `grid type ${p.grid_type} not selected`);
    }],
    ['AI picks: create the pick; the grid runs', async () => {
      await byTestId('input-investment').fill(String(s.pick.params.quote_investment));
      await byTestId('validation-ok').waitFor({ timeout: TIMEOUT });
      await byTestId('create-submit').click();
      await byTestId('confirm-dialog').waitFor({ timeout: TIMEOUT });
      await enabled('confirm-create');
      await byTestId('confirm-create').click();
      await s.page.waitForURL(/\/tradingbot\/grid\/detail\/\?grid_id=\d+/, { timeout: TIMEOUT });
      await statusIs('RUNNING', 30_000);
      const grids = (await byTestId('param-grids').textContent())?.trim();
      assert(grids === String(s.pick.params.cell_number), `grid count ${grids}`);
    }],
    ['AI picks: the block in Arabic on a phone is right-to-left without sideways scrolling', () => homeBlockInArabic(ctx, s, {
      block: 'aurora', row: 'aurora-pick', titleKey: 'aurora.title',
    })],
  ];
}

/**
 * A logged-in API session in Node (cookies and the CSRF header by hand), for a second user whose
 * bot the browser's user then finds in the ranking.
 */
async function apiUser(ctx, email, password) {
  const jar = new Map();
  const call = async (path, body) => {
    const csrf = jar.get('csrf_token');
    const res = await fetch(`${ctx.base}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      },
      body: JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const out = await res.json();
    assert(out.ret_code === 0, `${path}: ${JSON.stringify(out).slice(0, 300)}`);
    return out.result;
  };
  await call('/v2/public/user/register', { email, password });
  return call;
}

/** Set a perpetual's price at a given market time (ms): bots on it age with the market's clock. */
async function setLinearPriceAt(ctx, symbol, price, ts) {
  const res = await fetch(`${ctx.base}/admin/market/price`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ category: 'linear', symbol, price: String(price), ts }),
  });
  const body = await res.json().catch(() => ({}));
  assert(res.ok && body.ret_code === 0, `set ${symbol} ${price} at ${ts}: ${JSON.stringify(body).slice(0, 200)}`);
}

/**
 * Ranking and copy: another user's futures martingale on ETHUSDT runs two hours of market time (the
 * admin price call carries the time), so it enters the public ranking; a fresh user filters the
 * ranking by family, opens Copy, sees the parameters scaled to 400 USDT, confirms, lands on the
 * copy's detail page (RUNNING) and finds it in My bots; the original's copied count is 1. The block
 * in Arabic on a phone is right-to-left without sideways scrolling.
 */
function rankingTests(ctx) {
  const { s, byTestId, shot, signUpWithDemoFunds, enabled, landedRunning } = botSession(ctx, {
    emailPrefix: 'ranking', password: 'e2e-Ranking-Passw0rd!', apiPattern: /\/operation\/tools\/v1\/|\/s1\/bot\/tradingbot\//,
  });
  const ranked = async (botId) => {
    const res = await fetch(`${ctx.base}/operation/tools/v1/mixed-ranking`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ botType: 'MART_FUTURES', limit: 200 }),
    });
    return (await res.json()).result.list.find((r) => r.botId === botId);
  };

  return [
    ['ranking: another user runs a futures martingale for two hours of market time; it is ranked', async () => {
      const owner = await apiUser(ctx, `owner${Math.floor(Math.random() * 9000) + 1000}@example.com`, 'e2e-Owner-Passw0rd!');
      await owner('/v2/private/user/demo-funds', { coin: 'USDT', amount: '10000' });
      const t0 = Date.now();
      await setLinearPriceAt(ctx, 'ETHUSDT', 2500, t0);
      const made = await owner('/contract/v5/private/fmartingalebot/create-fmart-bot', {
        symbol: 'ETHUSDT', martingale_mode: 1, leverage: '5', price_float_percent: '0.02', add_position_percent: '1.5',
        add_position_num: 3, init_margin: '800', round_tp_percent: '0.03', auto_cycle_toggle: 1,
      });
      s.original = String(made.bot_id);
      await setLinearPriceAt(ctx, 'ETHUSDT', 2510, t0 + 2 * 3_600_000);
      const deadline = Date.now() + 30_000; // the ranking's rows are cached for 15 s
      while (!(await ranked(s.original)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
      const row = await ranked(s.original);
      assert(row && row.runningTime >= 2 * 3_600_000, `original not ranked: ${JSON.stringify(row)}`);
      assert(row.nickName.endsWith('***') && !row.nickName.includes('@'), `owner name ${row.nickName}`);
    }],
    ['ranking: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['ranking: the home block filtered by family shows the bot; Copy shows the parameters at 400 USDT; confirm creates the copy', async () => {
      await byTestId('ranking').scrollIntoViewIfNeeded();
      await byTestId('ranking-filter-family').selectOption('MART_FUTURES');
      const row = s.page.locator(`[data-testid="ranking-row"][data-bot-id="${s.original}"]`);
      await row.waitFor({ timeout: 45_000 });
      const family = ((await row.getByTestId('ranking-family').textContent()) ?? '').trim();
      assert(family === 'Futures martingale', `family ${family}`);
      assert(/5x/.test((await row.getByTestId('ranking-leverage').textContent()) ?? ''), 'no leverage');
      await shot('ranking-home.png');
      await row.getByTestId('ranking-copy').click();
      const dialog = byTestId('copy-dialog');
      await dialog.waitFor({ timeout: TIMEOUT });
      await dialog.getByTestId('copy-investment').fill('400');
      await dialog.locator('[data-param="init_margin"]').filter({ hasText: /400/ }).waitFor({ timeout: TIMEOUT });
      const lev = ((await dialog.locator('[data-param="leverage"]').textContent()) ?? '').trim();
      assert(/5/.test(lev), `leverage in the dialog ${lev}`);
      await enabled('copy-confirm');
      await shot('ranking-copy-dialog.png');
      await byTestId('copy-confirm').click();
      await byTestId('copy-open-detail').click();
      s.botId = await landedRunning(/\/tradingbot\/fmart\/detail\/\?bot_id=\d+/);
    }],
    ['ranking: the copy is in My bots and the original counts one copy', async () => {
      await s.page.goto(`${ctx.base}/tradingbot/`);
      await s.page.locator(`[data-testid="bot-row"][data-bot-id="${s.botId}"]`).waitFor({ timeout: TIMEOUT });
      const row = await ranked(s.original);
      assert(row.copiedCount === 1, `copied count ${row.copiedCount}`);
    }],
    ['ranking: the block in Arabic on a phone is right-to-left without sideways scrolling', () => homeBlockInArabic(ctx, s, {
      block: 'ranking', row: 'ranking-row', titleKey: 'ranking.title',
    })],
  ];
}

/**
 * The account page: commands carry an Idempotency-Key; the password changes from the header's e-mail
 * (a wrong current password refused in the page's language), the user stays logged in while another
 * session of theirs ends, the new password logs in; Arabic on a phone, and 767 px wide (the venue
 * keys' section and form, the notification settings and the header's notification panel included).
 */
function accountTests(ctx) {
  const password = 'e2e-Account-Passw0rd!';
  const newPassword = 'e2e-Account-N3w-Passw0rd!';
  const { s, byTestId, shot, signUpWithDemoFunds } = botSession(ctx, {
    emailPrefix: 'account', password, apiPattern: /\/v2\/private\/user\/demo-funds/,
  });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const emailOf = async (p) => ((await p.getByTestId('header-user').textContent()) ?? '').trim();

  return [
    ['account: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['account: a command (demo funds) carries a fresh Idempotency-Key per click, a read none', async () => {
      const keys = [];
      for (let i = 0; i < 2; i += 1) {
        const [req] = await Promise.all([
          s.page.waitForRequest((r) => r.url().endsWith('/v2/private/user/demo-funds'), { timeout: TIMEOUT }),
          byTestId('demo-funds-button').click(),
        ]);
        keys.push(req.headers()['idempotency-key']);
        await s.page.waitForFunction(
          (want) => new RegExp(want).test(document.querySelector('[data-testid="balance-USDT"]')?.textContent ?? ''),
          i === 0 ? '20,000' : '30,000', { timeout: TIMEOUT },
        );
      }
      assert(keys.every((k) => UUID.test(k ?? '')) && keys[0] !== keys[1], `keys ${keys.join(', ')}`);
      const [read] = await Promise.all([
        s.page.waitForRequest((r) => r.url().includes('/v2/private/asset/balances'), { timeout: TIMEOUT }),
        s.page.reload(),
      ]);
      assert(read.headers()['idempotency-key'] === undefined, 'a GET carries an Idempotency-Key');
    }],
    ['account: the header e-mail opens the account page; a wrong current password is refused', async () => {
      s.email = await emailOf(s.page);
      await byTestId('header-user').click();
      await s.page.waitForURL(/\/tradingbot\/account\/?$/, { timeout: TIMEOUT });
      const shown = ((await byTestId('account-email').textContent()) ?? '').trim();
      assert(shown === s.email, `account page shows ${shown}`);
      await byTestId('cp-current').fill('not-my-password');
      await byTestId('cp-new').fill(newPassword);
      await byTestId('cp-confirm').fill(newPassword);
      await byTestId('cp-submit').click();
      await byTestId('cp-error').waitFor({ timeout: TIMEOUT });
      const error = ((await byTestId('cp-error').textContent()) ?? '').trim();
      assert(error === en['account.errorWrongCurrent'], `error is ${error}`);
    }],
    ['account: the password changes; this browser stays logged in, another session ends, the new password logs in', async () => {
      const other = await openPage(ctx, { viewport: DESKTOP, locale: 'en-US', cookies: await s.page.context().cookies() });
      await other.goto(`${ctx.base}/tradingbot/account/`);
      await other.getByTestId('change-password-form').waitFor({ timeout: TIMEOUT });
      await byTestId('cp-current').fill(password);
      await byTestId('cp-new').fill(newPassword);
      await byTestId('cp-confirm').fill(newPassword);
      await byTestId('cp-submit').click();
      await byTestId('cp-success').waitFor({ timeout: TIMEOUT });
      const done = ((await byTestId('cp-success').textContent()) ?? '').trim();
      assert(done === en['account.passwordChanged'], `confirmation is ${done}`);
      await s.page.reload();
      await byTestId('change-password-form').waitFor({ timeout: TIMEOUT });
      assert((await emailOf(s.page)) === s.email, 'logged out after the change');
      await other.reload();
      await other.getByTestId('account-login').waitFor({ timeout: TIMEOUT });
      assert(!(await other.getByTestId('header-user').count()), 'the other session still logged in');
      await other.getByTestId('login-button').click();
      await other.fill('input[name="email"]', s.email);
      await other.fill('input[name="password"]', newPassword);
      await expectReload(other, () => other.getByTestId('auth-submit').click());
      await other.getByTestId('change-password-form').waitFor({ timeout: TIMEOUT });
      assert((await emailOf(other)) === s.email, 'the new password did not log in');
      await other.context().close();
      await shot('account.png');
    }],
    ['account: 767 px wide and Arabic on a phone: the form fits, right-to-left, translated', async () => {
      const cookies = await s.page.context().cookies();
      const tablet = await openPage(ctx, { viewport: { width: 767, height: 900 }, locale: 'en-US', cookies });
      await tablet.goto(`${ctx.base}/tradingbot/account/`);
      await tablet.getByTestId('change-password-form').waitFor({ timeout: TIMEOUT });
      await tablet.getByTestId('vk-empty').waitFor({ timeout: TIMEOUT }); // the venue keys, none yet
      await tablet.getByTestId('vk-venue').selectOption('okx');
      await tablet.getByTestId('vk-passphrase').waitFor({ timeout: TIMEOUT });
      await tablet.getByTestId('notif-channels-empty').waitFor({ timeout: TIMEOUT }); // notifications, no channel yet
      await tablet.getByTestId('notif-type').selectOption('telegram');
      await tablet.getByTestId('notif-token').waitFor({ timeout: TIMEOUT });
      await tablet.getByTestId('notif-bell').click(); // the header's bell and its panel fit too
      await tablet.getByTestId('notif-panel').waitFor({ timeout: TIMEOUT });
      assert((await overflowOf(tablet)) <= 0, 'the account page scrolls sideways at 767 px');
      await tablet.context().close();
      const p = await arabicPhoneOf(ctx, s);
      await p.goto(`${ctx.base}/ar-SA/tradingbot/account/`);
      await p.getByTestId('change-password-form').waitFor({ timeout: TIMEOUT });
      assert(await p.evaluate(() => document.documentElement.dir) === 'rtl', 'the Arabic account page is not rtl');
      const title = ((await p.locator('[data-testid="account-page"] h1').textContent()) ?? '').trim();
      assert(title === ar['account.title'], `title is ${title}`);
      await p.getByTestId('venue-key-form').waitFor({ timeout: TIMEOUT });
      const keysTitle = ((await p.locator('#venue-keys-title').textContent()) ?? '').trim();
      assert(keysTitle === ar['venueKeys.title'], `venue keys title is ${keysTitle}`);
      const notifTitle = ((await p.locator('#notif-settings-title').textContent()) ?? '').trim();
      assert(notifTitle === ar['notifications.settings.title'], `notifications title is ${notifTitle}`);
      await p.getByTestId('notif-bell').click();
      await p.getByTestId('notif-panel').waitFor({ timeout: TIMEOUT });
      assert((await overflowOf(p)) <= 0, 'the Arabic account page scrolls sideways on a phone');
      await p.screenshot({ path: join(here, 'screenshots/account-ar-phone.png'), fullPage: true });
      await p.context().close();
    }],
  ];
}

/**
 * Strategy info: the create pages' "How it works" help and the support chat's answers about a
 * family or parameter, both from the server's localized content (English desktop, Arabic phone).
 */
function strategyInfoTests(ctx) {
  return [
    ['strategy info: the spot grid create page\'s help shows the family, its risks and the parameter glossary; the chat answers "what is cell_number"', async () => {
      const p = await openPage(ctx, { viewport: DESKTOP, locale: 'en-US' });
      await p.goto(`${ctx.base}/tradingbot/create/?base=BTC&quote=USDT`);
      await p.getByTestId('strategy-info-open').click();
      const dialog = p.getByTestId('strategy-info');
      await dialog.getByTestId('strategy-info-body').waitFor({ timeout: TIMEOUT });
      const text = (await dialog.textContent()) ?? '';
      assert(text.includes('Spot grid') && text.includes('Buys low and sells high'), `dialog is ${text.slice(0, 200)}`);
      const risks = await dialog.getByTestId('strategy-info-risks').locator('li').count();
      assert(risks === 3, `${risks} risks`);
      const facts = (await dialog.getByTestId('strategy-param-cell_number').getByTestId('strategy-param-facts').textContent())?.trim();
      assert(facts === 'whole number · 2 to 200', `cell_number facts ${facts}`);
      mkdirSync(join(here, 'screenshots'), { recursive: true });
      await p.screenshot({ path: join(here, 'screenshots', 'strategy-info.png') });
      await p.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      await p.getByTestId('header-support').click();
      await p.getByTestId('support-panel').waitFor({ timeout: TIMEOUT });
      await p.getByTestId('support-input').fill('What is cell_number?');
      await p.getByTestId('support-send').click();
      const answer = p.getByTestId('support-answer').first();
      await answer.waitFor({ timeout: TIMEOUT });
      const said = (await answer.textContent()) ?? '';
      assert(said.startsWith('Number of grids (cell_number, Spot grid)'), `answer is ${said}`);
      await p.context().close();
    }],
    ['strategy info: on an Arabic phone the martingale create page\'s help is Arabic, right-to-left and fits 390 px', async () => {
      const p = await openPage(ctx, { viewport: PHONE, locale: 'ar-SA' });
      await p.goto(`${ctx.base}/ar-SA/tradingbot/fmart-create/?base=BTC&quote=USDT`);
      await p.getByTestId('strategy-info-open').click();
      const dialog = p.getByTestId('strategy-info');
      await dialog.getByTestId('strategy-info-body').waitFor({ timeout: TIMEOUT });
      const text = (await dialog.textContent()) ?? '';
      assert(text.includes('مارتينغال العقود الآجلة') && text.includes(ar['strategyInfo.risks']), `dialog is ${text.slice(0, 200)}`);
      assert(await p.evaluate(() => document.documentElement.dir) === 'rtl', 'dir is not rtl');
      const box = await dialog.boundingBox();
      assert(box && box.x >= -1 && box.x + box.width <= 391, `dialog box ${JSON.stringify(box)}`);
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      assert(overflow <= 1, `dialog is ${overflow} px wider than its box`);
      await p.screenshot({ path: join(here, 'screenshots', 'strategy-info-ar-phone.png') });
      await p.context().close();
    }],
  ];
}

/**
 * Backtest lab flow (issue 26): a spot grid's create form -> "Backtest these settings" -> the lab
 * prefilled -> run (a job: progress, then the result: metrics, equity against buy-and-hold, fills on
 * the candles) -> "Create this bot" -> the create page filled with the run's parameters. The window
 * is the last 24 hours; the lab runs on the part the server holds when it holds less.
 */
function labTests(ctx) {
  const { s, byTestId, signUpWithDemoFunds, openCreate } = botSession(ctx, {
    emailPrefix: 'lab', password: 'e2e-Lab-Passw0rd!', apiPattern: /\/s1\/bot\/(?!backtest\/v1\/create)/,
  });
  const range = {};
  return [
    ['backtest lab: a fresh user registers and gets demo funds', signUpWithDemoFunds],
    ['backtest lab: a spot grid form around the live price goes to the lab with "Backtest these settings"', async () => {
      await openCreate('create-spot-grid', /\/tradingbot\/create\/\?base=BTC&quote=USDT$/);
      await s.page.waitForFunction(
        () => Number(document.querySelector('[data-testid="symbol-price"]')?.getAttribute('data-price')) > 0,
        null, { timeout: TIMEOUT },
      );
      await byTestId('tab-manual').click();
      const price = Number(await byTestId('symbol-price').getAttribute('data-price'));
      assert(price > 0, `price is ${price}`);
      range.min = String(Math.floor(price * 0.97));
      range.max = String(Math.ceil(price * 1.03));
      await byTestId('input-min_price').fill(range.min);
      await byTestId('input-max_price').fill(range.max);
      await byTestId('input-cell_number').fill('12');
      await byTestId('input-investment').fill('1000');
      await byTestId('backtest-these').click();
      await s.page.waitForURL(/\/tradingbot\/backtest\/\?family=GRID_SPOT&params=/, { timeout: TIMEOUT });
      await byTestId('lab-form').waitFor({ timeout: TIMEOUT });
      const symbol = await byTestId('lab-symbol').inputValue();
      assert(symbol === 'BTCUSDT', `lab symbol is ${symbol}`);
      const params = JSON.parse(await byTestId('lab-params').inputValue());
      assert(params.min_price === range.min && params.max_price === range.max && params.cell_number === 12
        && params.quote_investment === '1000', `lab params are ${JSON.stringify(params)}`);
    }],
    ['backtest lab: run shows the job, then the result with metrics, equity against buy-and-hold and the fills', async () => {
      await byTestId('lab-preset').selectOption('1d');
      await byTestId('lab-run').click();
      await s.page.waitForURL(/[?&]job=\d+/, { timeout: TIMEOUT });
      await byTestId('lab-result').waitFor({ timeout: 90_000 });
      for (const id of ['metric-return', 'metric-maxDrawdown', 'metric-sharpe', 'metric-gridProfit', 'metric-trendPnl',
        'metric-timeInMarket', 'lab-apr-note']) {
        assert(await byTestId(id).isVisible(), `${id} not visible`);
      }
      assert(!(await byTestId('metric-apr').count()), 'APR shown for a window under 30 days');
      const lines = await byTestId('lab-equity-chart').getAttribute('data-lines');
      assert(lines === '2', `equity chart draws ${lines} lines`);
      const bars = Number(await byTestId('lab-fills-chart').getAttribute('data-bars'));
      assert(bars > 1, `fills chart has ${bars} bars`);
      await s.page.locator(`[data-testid="lab-run-row"][data-job="${new URL(s.page.url()).searchParams.get('job')}"]`)
        .waitFor({ timeout: TIMEOUT });
    }],
    ['backtest lab: the page stacks without sideways scrolling at 767 px', async () => {
      await s.page.setViewportSize({ width: 767, height: 900 });
      const wide = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert(wide <= 0, `the page scrolls sideways by ${wide} px`);
      await s.page.setViewportSize(DESKTOP);
    }],
    ['backtest lab: Share gives a link anyone opens read-only, without a session', async () => {
      await byTestId('lab-share').click();
      const url = await byTestId('lab-share-url').inputValue();
      assert(/\/tradingbot\/backtest\/shared\/\?token=[\w-]{32}$/.test(url), `share link ${url}`);
      const anon = await openPage(ctx, { viewport: DESKTOP, locale: 'en-US' });
      await anon.goto(url);
      await anon.getByTestId('lab-result').waitFor({ timeout: TIMEOUT });
      assert(!(await anon.getByTestId('lab-create-bot').count()), 'the shared page offers to create the bot');
      assert(!(await anon.getByTestId('header-user').count()), 'the shared page is logged in');
      await anon.context().close();
    }],
    ['backtest lab: the result in Arabic on a phone is right-to-left without sideways scrolling', async () => {
      const job = new URL(s.page.url()).searchParams.get('job');
      const p = await openPage(ctx, { viewport: PHONE, locale: 'ar-SA', cookies: await s.page.context().cookies() });
      await p.goto(`${ctx.base}/ar-SA/tradingbot/backtest/?job=${job}`);
      await p.getByTestId('lab-result').waitFor({ timeout: TIMEOUT });
      const dir = await p.evaluate(() => document.documentElement.dir);
      assert(dir === 'rtl', `dir is ${dir}`);
      const title = ((await p.getByTestId('lab-metrics').locator('h2').textContent()) ?? '').trim();
      assert(title === ar['lab.metrics.title'], `Arabic metrics title ${title}`);
      const overflow = await overflowOf(p);
      assert(overflow <= 1, `the lab is ${overflow} px wider than the phone`);
      await p.context().close();
    }],
    ['backtest lab: "Create this bot" opens the spot grid create page filled with the run\'s parameters', async () => {
      await byTestId('lab-create-bot').click();
      await s.page.waitForURL(/\/tradingbot\/create\/\?base=BTC&quote=USDT&backtest=\d+/, { timeout: TIMEOUT });
      await s.page.waitForFunction(
        (want) => document.querySelector('[data-testid="input-min_price"]')?.value === want, range.min, { timeout: TIMEOUT },
      );
      const values = [await byTestId('input-max_price').inputValue(), await byTestId('input-cell_number').inputValue(),
        await byTestId('input-investment').inputValue()];
      assert(values.join() === `${range.max},12,1000`, `the form has ${values.join()}`);
      await byTestId('validation-ok').waitFor({ timeout: TIMEOUT });
      await s.page.context().close();
    }],
  ];
}

async function main() {
  let passed = 0;
  let failed = 0;
  let server;
  let browser;
  let ctx;
  const dbDir = mkdtempSync(join(tmpdir(), 'bot-e2e-'));
  const cleanup = () => stopServer(server);
  process.on('SIGINT', () => { cleanup(); process.exit(130); });
  process.on('SIGTERM', () => { cleanup(); process.exit(143); });
  try {
    build();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, dbDir);
    await waitForServer(base, server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    ctx = { base, page, browser, pageErrors: [], apiErrors: [] };
    page.on('response', async (r) => {
      if (r.url().includes('/tradingbot/') || r.url().endsWith('/t1')) return;
      const body = await r.text().catch(() => '');
      if (!r.ok() || (/"ret_code":\s*[1-9]/.test(body) && !r.url().includes('/user/profile'))) {
        ctx.apiErrors.push(`${r.request().method()} ${r.url()} ${r.status()} ${body.slice(0, 300)}`);
      }
    });
    page.on('pageerror', (err) => ctx.pageErrors.push(err.message));
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log(`  [console.${m.type()}] ${m.text()}`));
      page.on('response', (r) => console.log(`  [http] ${r.request().method()} ${r.url()} ${r.status()}`));
    }
    const tests = defineTests(ctx).filter(([name]) => !ONLY || ONLY.test(name));
    for (let i = 0; i < tests.length; i += 1) {
      const [name, fn] = tests[i];
      try {
        await fn();
        passed += 1;
        console.log(`ok ${i + 1} - ${name}`);
      } catch (err) {
        failed += tests.length - i;
        console.log(`not ok ${i + 1} - ${name}\n  ${String(err?.stack ?? err).split('\n').slice(0, 4).join('\n  ')}`);
        if (ctx.apiErrors.length) console.log(`  API errors so far:\n  ${ctx.apiErrors.join('\n  ')}`);
        for (const [rest] of tests.slice(i + 1)) console.log(`not ok - ${rest} (not run: an earlier step failed)`);
        break;
      }
    }
  } catch (err) {
    failed += 1;
    console.log(`not ok - setup: ${err?.message ?? err}`);
  } finally {
    if (failed && server) console.log(`--- server log (last 40 lines) ---\n${server.log.slice(-40).join('\n')}`);
    await browser?.close().catch(() => {});
    cleanup();
    rmSync(dbDir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

await main();
