/**
 * Host-name parsing shared by cookies (name prefix), route selection (API / WebSocket
 * candidates) and regions.
 */

/** Second-level labels that are part of a country's public suffix (`com.tr`, `co.uk`, ...). */
const SECOND_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'web']);

export interface ParsedHost {
  /** Lower-cased host name without port. */
  hostname: string;
  /** Port with its colon (':8443') or ''. */
  port: string;
  /** Labels of the host name. */
  labels: string[];
  /** Labels left of the registrable domain (`['www']` for www.example.com). */
  subdomain: string[];
  /** The registrable domain (`example.com`, `example.com.tr`); the host itself for IPs and localhost. */
  site: string;
  /** localhost, an IP address or a single-label name: no subdomains can be derived. */
  isLocal: boolean;
}

/** Parse a host (`www.example.com:8443`, or a full URL) into its parts. */
export function parseHost(host: string): ParsedHost {
  let h = host.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  h = h.split(/[/?#]/)[0] ?? '';
  h = h.replace(/^[^@]*@/, '');
  let port = '';
  const ipv6 = /^(\[[^\]]*\])(:\d+)?$/.exec(h);
  if (ipv6) {
    return { hostname: ipv6[1] ?? h, port: ipv6[2] ?? '', labels: [], subdomain: [], site: ipv6[1] ?? h, isLocal: true };
  }
  const pm = /:(\d+)$/.exec(h);
  if (pm) {
    port = pm[0];
    h = h.slice(0, -pm[0].length);
  }
  h = h.replace(/\.$/, '');
  const labels = h.split('.').filter(Boolean);
  const isIp = labels.length === 4 && labels.every((l) => /^\d+$/.test(l));
  if (isIp || labels.length < 2) {
    return { hostname: h, port, labels, subdomain: [], site: h, isLocal: true };
  }
  const tld = labels[labels.length - 1] ?? '';
  const second = labels[labels.length - 2] ?? '';
  const siteSize = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return {
    hostname: h,
    port,
    labels,
    subdomain: labels.slice(0, labels.length - siteSize),
    site: labels.slice(-siteSize).join('.'),
    isLocal: false,
  };
}

/** Is this a testnet host (any label containing "testnet")? */
export function isTestnetHost(host: string): boolean {
  return parseHost(host).labels.some((l) => l.includes('testnet'));
}
