import { useState, type CSSProperties } from 'react';
import { HEADER_PLACEHOLDER_HEIGHT_PX } from '../../platform/constants';
import { useWindowWidth } from '../useWindowWidth';
import {
  isHighlighted, itemKind, loggedInHint, LOGO_REGION_LABEL, logoVariant, navLayout, readNavCache,
  type NavCache, type NavItem,
} from './navCache';

/** Critical styles: the bar works even when its stylesheet does not load. */
const BAR_STYLE: CSSProperties = {
  height: HEADER_PLACEHOLDER_HEIGHT_PX,
  background: '#101418',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  position: 'sticky',
  top: 0,
  zIndex: 30,
};

function LogoMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1e2329" />
      <path d="M7 22l6-7 5 4 7-9" fill="none" stroke="#f7a600" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M13.5 13.5L18 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function Item({ item }: { item: NavItem }) {
  const kind = itemKind(item);
  const attrs = {
    className: 'topnav-ph-item',
    'data-kind': kind,
    'data-highlight': isHighlighted(item) ? 'true' : undefined,
    'data-testid': 'topnav-item',
  };
  if (kind === 'more') {
    return (
      <>
        <span {...attrs}>
          {item.name}
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 4l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
        </span>
        <ul className="topnav-ph-more-list">
          {(item.items ?? []).map((child, i) => <li key={`${child.name}-${i}`}><Item item={child} /></li>)}
        </ul>
      </>
    );
  }
  if (kind === 'primary' && item.href) return <a {...attrs} href={item.href}>{item.name}</a>;
  return <span {...attrs}>{item.name}</span>;
}

interface Props {
  /** Page host (default location.host): picks the logo. */
  host?: string;
  /** Page locale: stands in for the stored language key when none is stored. */
  pageLocale?: string;
  /** Fixed width (tests); default: the window's, tracked on resize. */
  width?: number;
  /** Storage to read (tests); default localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * SPEC §2 loading placeholder of the top navigation bar: a 48 px dark bar with the logo by host,
 * the exchange/web3 switch and the left navigation from the cached navigation object (only when
 * its language is the stored one), empty center and right areas, and on the right the logged-in
 * state inferred from the stored analytics user id, a register-button style and a search icon.
 * Works without the app's providers (no messages needed): it is the first paint.
 */
export function TopNavPlaceholder({ host, pageLocale = 'en', width, storage }: Props) {
  const w = useWindowWidth(width);
  const layout = navLayout(w);
  const variant = logoVariant(host ?? (typeof location === 'undefined' ? '' : location.host));
  const [cache] = useState<NavCache | null>(() => readNavCache(pageLocale, storage));
  const [loggedIn] = useState(() => loggedInHint(storage));
  const login = cache?.right.find((i) => /login/i.test(i.renderer));
  const register = cache?.right.find((i) => /register|signup/i.test(i.renderer));

  return (
    <div className="topnav-ph" style={BAR_STYLE} data-testid="topnav-placeholder" aria-busy="true"
      data-logo={variant} data-mobile={layout.mobileRight ? 'true' : 'false'}>
      <div className="topnav-ph-left">
        <span className="topnav-ph-logo" data-testid="topnav-logo" data-variant={variant}>
          <LogoMark />
          {variant !== 'global' && <span className="topnav-ph-logo-region">{LOGO_REGION_LABEL[variant]}</span>}
        </span>
        <ul className="topnav-ph-switch" data-testid="topnav-switch">
          {(cache?.exchange ?? []).map((item, i) => (
            <li key={`${item.name}-${i}`} data-active={item.active ? 'true' : undefined}>{item.name}</li>
          ))}
        </ul>
        {layout.showNavList && (
          <ul className="topnav-ph-nav" data-testid="topnav-nav">
            {(cache?.left ?? []).map((item, i) => <li key={`${item.name}-${i}`}><Item item={item} /></li>)}
          </ul>
        )}
      </div>
      <div className="topnav-ph-center" />
      <div className="topnav-ph-right" data-testid="topnav-right" data-state={loggedIn ? 'in' : 'out'}>
        {loggedIn ? (
          <span className="topnav-ph-avatar" data-testid="topnav-avatar" />
        ) : (
          <>
            {!layout.mobileRight && <span className="topnav-ph-login">{login?.name ?? ''}</span>}
            <span className="topnav-ph-register" data-testid="topnav-register">{register?.name ?? ''}</span>
          </>
        )}
        <span className="topnav-ph-search" data-testid="topnav-search"><SearchIcon /></span>
        {layout.mobileRight && <span className="topnav-ph-menu" data-testid="topnav-menu" aria-hidden="true">☰</span>}
      </div>
    </div>
  );
}
