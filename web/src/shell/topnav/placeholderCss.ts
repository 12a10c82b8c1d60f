/**
 * The placeholder's stylesheet (`/tradingbot/nav-placeholder.css`, from `web/public/`). It is a
 * separate file, like the host site's header CSS it stands in for; the bar itself carries its
 * critical inline styles (48 px, dark, flex), so a failed load is only logged (SPEC §2).
 */
export const PLACEHOLDER_CSS_ID = 'bot-nav-placeholder-css';

export function placeholderCssHref(base: string = import.meta.env.BASE_URL ?? '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}nav-placeholder.css`;
}

/** Add the stylesheet link once; resolves true when it loaded, false (logged) when it failed. */
export function loadPlaceholderCss(
  doc: Document = document,
  href: string = placeholderCssHref(),
  log: (message: string, detail?: unknown) => void = (m, d) => console.warn(m, d),
): Promise<boolean> {
  const existing = doc.getElementById(PLACEHOLDER_CSS_ID);
  if (existing) return Promise.resolve(true);
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.id = PLACEHOLDER_CSS_ID;
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => {
      log('nav placeholder CSS failed to load', href);
      resolve(false);
    }, { once: true });
    doc.head.appendChild(link);
  });
}
