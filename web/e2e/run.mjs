// End-to-end test: builds the web app, starts the REAL backend on a free port with a
// throw-away SQLite database, drives Debian's Chromium through the user flows, then
// stops the server. Prints "N passed, M failed" and exits non-zero on any failure.
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
    env: { ...process.env, BOT_WEB_DIST: join(webDir, 'dist'), LOG_LEVEL: 'info' },
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
    ...spotGridTests(ctx),
    ['no uncaught errors in the page', async () => {
      assert(ctx.pageErrors.length === 0, `page errors: ${ctx.pageErrors.join(' | ')}`);
    }],
  ];
}

/**
 * Spot grid flow in its own browser context (English, desktop 1280 wide): a fresh user gets demo
 * funds, creates a manual grid around the live price, sees it RUNNING with open orders, closes it
 * with quote settlement and sees it COMPLETED. The market simulator moves prices every second, so
 * the range is read from the page and the assertions wait for states rather than exact numbers.
 */
function spotGridTests(ctx) {
  const email = `grid${Math.floor(Math.random() * 9000) + 1000}@example.com`;
  const password = 'e2e-Grid-Passw0rd!';
  const s = { page: null };
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

  return [
    ['spot grid: a fresh user registers on the English home page and gets demo funds', async () => {
      const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      s.page = await context.newPage();
      s.page.on('pageerror', (err) => ctx.pageErrors.push(err.message));
      s.page.on('response', async (r) => {
        if (!r.url().includes('/s1/bot/')) return;
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
    }],
    ['spot grid: the create block opens the create page for BTCUSDT with a live price and chart', async () => {
      await byTestId('create-spot-grid').click();
      await s.page.waitForURL(/\/tradingbot\/create\/\?base=BTC&quote=USDT$/, { timeout: TIMEOUT });
      await s.page.waitForFunction(
        () => Number(document.querySelector('[data-testid="symbol-price"]')?.getAttribute('data-price')) > 0,
        null, { timeout: TIMEOUT },
      );
      await byTestId('price-chart').locator('canvas').first().waitFor({ timeout: TIMEOUT });
      await byTestId('ai-panel').waitFor({ timeout: TIMEOUT });
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
      await s.page.waitForFunction(
        () => !document.querySelector('[data-testid="confirm-create"]')?.hasAttribute('disabled'),
        null, { timeout: TIMEOUT },
      );
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
      await byTestId('close-button').click();
      await byTestId('close-dialog').waitFor({ timeout: TIMEOUT });
      await byTestId('close-mode-3').click();
      await byTestId('close-submit').click();
      await statusIs('COMPLETED', 30_000);
      await byTestId('close-detail').waitFor({ timeout: TIMEOUT });
      const settle = (await byTestId('close-settle').textContent()) ?? '';
      assert(/All in USDT/.test(settle), `settlement shows ${settle}`);
      const reason = (await byTestId('close-reason').textContent()) ?? '';
      assert(/Closed manually/.test(reason), `close reason shows ${reason}`);
      assert(!(await byTestId('close-button').count()), 'close button still shown for a completed bot');
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
    const tests = defineTests(ctx);
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
