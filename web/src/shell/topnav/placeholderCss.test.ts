import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPlaceholderCss, PLACEHOLDER_CSS_ID, placeholderCssHref } from './placeholderCss';

describe('placeholder stylesheet', () => {
  afterEach(() => document.getElementById(PLACEHOLDER_CSS_ID)?.remove());

  it('lives next to the app under the base path', () => {
    expect(placeholderCssHref('/tradingbot/')).toBe('/tradingbot/nav-placeholder.css');
    expect(placeholderCssHref('/x')).toBe('/x/nav-placeholder.css');
  });

  it('only logs a failed load', async () => {
    const log = vi.fn();
    const p = loadPlaceholderCss(document, '/missing.css', log);
    const link = document.getElementById(PLACEHOLDER_CSS_ID) as HTMLLinkElement;
    expect(link.rel).toBe('stylesheet');
    link.dispatchEvent(new Event('error'));
    await expect(p).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('nav placeholder CSS failed to load', '/missing.css');
  });

  it('adds the link once', async () => {
    const p = loadPlaceholderCss(document, '/ok.css', vi.fn());
    document.getElementById(PLACEHOLDER_CSS_ID)?.dispatchEvent(new Event('load'));
    await expect(p).resolves.toBe(true);
    await expect(loadPlaceholderCss(document, '/ok.css', vi.fn())).resolves.toBe(true);
    expect(document.querySelectorAll(`#${PLACEHOLDER_CSS_ID}`)).toHaveLength(1);
  });
});
