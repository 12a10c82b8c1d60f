// Largest Contentful Paint of the home and create pages in Chromium with 4x CPU throttling
// (bench/live.py runs it against a served build). Each page is loaded RUNS times in a fresh
// context (empty cache); prints one JSON object: {page: [lcp ms of each run]}.
// Usage: node bench/live_lcp.mjs <base url> [runs]
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const { chromium } = createRequire(join(web, 'package.json'))('playwright-core');
const [base, runsArg = '3'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const PAGES = { home: '/tradingbot/', create: '/tradingbot/create/?base=BTC&quote=USDT' };
const THROTTLE = 4;

const browser = await chromium.launch({
  executablePath: process.env.BOT_E2E_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'],
});
const out = {};
try {
  for (const [name, path] of Object.entries(PAGES)) {
    out[name] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        window.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(1_000); // late paints after the last request
      out[name].push(Math.round(await page.evaluate(() => window.__lcp)));
      await ctx.close();
    }
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
