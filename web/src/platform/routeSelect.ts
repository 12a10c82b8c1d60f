/**
 * API route selection (SPEC §4 "API route selection", §7 hosts, §9 constants).
 *
 * Candidates are the main API domain and two alternates labelled @1 and @2. The stored
 * choice (localStorage, {@link CHOSEN_ROUTE_KEY}) is 'auto', one of the candidate domains,
 * or absent. A choice that is not a known domain is cleared and the default (main) domain
 * is used. In auto mode, every 30 s each candidate's `/t1` is probed (skipped while the
 * page is hidden or a probe is still running), the timings are recorded
 * ({@link recordProbe}, kept in sessionStorage under {@link ROUTE_RECORD_KEY}), every
 * domain is scored ({@link routeScore}) and {@link pickRoute} decides whether to switch.
 *
 * Score formula (not normalised):
 *
 *     score = 0.1 * t[newest] + 0.07 * t[newest-1] + 0.04 * t[newest-2]
 *
 * i.e. weight(i) = 0.1 - 0.03 * i for the i-th newest of the last 3 timings (ms). With the
 * initial fill of 100 ms every domain starts at 21; a failed probe (15000 ms) as newest
 * sample adds 1490. With fewer than 3 timings only the present ones count (newest
 * weights first); with none the score is Infinity. The sum is deliberately not divided by
 * the weight total (0.21): the switch thresholds 5 / 25 / 30 are in these score units,
 * so a switch needs e.g. a 50 ms gain on the newest sample alone.
 */
import {
  CHOSEN_ROUTE_KEY, PROBE_FAILURE_MS, ROUTE_AUTO, ROUTE_HISTORY_SIZE, ROUTE_INITIAL_MS,
  ROUTE_PROBE_INTERVAL_MS, ROUTE_PROBE_PATH, ROUTE_RECORD_KEY, SCORE_NEWEST_WEIGHT, SCORE_WEIGHT_STEP,
  SWITCH_ABOVE_CURRENT, SWITCH_ADVANTAGE, SWITCH_WORSE_THAN_BEST,
} from './constants';
import { isTestnetHost, parseHost } from './host';

export type RouteHistory = Readonly<Record<string, readonly number[]>>;
export type ProbeResult = number | 'failed';
export type RouteChoice = typeof ROUTE_AUTO | string;

/** Labels of the candidates, in order: the main domain, then the alternates. */
export const ROUTE_LABELS = ['main', '@1', '@2'] as const;

/** Weighted score of the last 3 timings (lower is better); see the file comment. */
export function routeScore(timings: readonly number[]): number {
  const recent = timings.slice(-ROUTE_HISTORY_SIZE);
  if (recent.length === 0) return Number.POSITIVE_INFINITY;
  let score = 0;
  for (let i = 0; i < recent.length; i += 1) {
    const t = recent[recent.length - 1 - i] ?? 0; // i = 0 is the newest
    score += t * (SCORE_NEWEST_WEIGHT - i * SCORE_WEIGHT_STEP);
  }
  return Math.round(score * 1e6) / 1e6;
}

/**
 * A new history with one probe result appended for `domain`: a failure (or an invalid
 * time) records 15000 ms; a domain seen for the first time starts from [100, 100, 100];
 * only the last 3 timings are kept. The input is not modified.
 */
export function recordProbe(history: RouteHistory, domain: string, result: ProbeResult): RouteHistory {
  const value = result === 'failed' || !Number.isFinite(result) || result < 0 ? PROBE_FAILURE_MS : result;
  const previous = history[domain] ?? Array.from({ length: ROUTE_HISTORY_SIZE }, () => ROUTE_INITIAL_MS);
  return { ...history, [domain]: [...previous, value].slice(-ROUTE_HISTORY_SIZE) };
}

/** Scores of every domain of a history. */
export function scoresOf(history: RouteHistory): Record<string, number> {
  return Object.fromEntries(Object.entries(history).map(([d, t]) => [d, routeScore(t)]));
}

export type SwitchReason = 'above-current' | 'worse-than-best' | 'advantage';

/**
 * Why the current domain should be left for the best one, or null to stay.
 *
 * SPEC §4 keeps two readings of the notes: switch "only if the score advantage exceeds 5,
 * or the current domain's own score is worse than the new best by more than 25, or more
 * than 30 above the current". We implement the disjunction literally, with every
 * condition measured as `current - best` in score units (the "30 above" condition read as
 * the current score being more than 30 above the best, since a best domain can never
 * score above the current one). The disjunction therefore switches exactly when the
 * advantage exceeds 5; the larger thresholds only name the reason (checked largest
 * first) for logging. We chose this over a conjunctive reading (e.g. "> 5 and > 25")
 * because the SPEC says "or" three times, and the small threshold keeps an auto route
 * responsive; the hysteresis against flapping is the strict "> 5" on the weighted score
 * (a 50 ms gain on the newest sample), and ties never switch.
 */
export function switchReason(currentScore: number, bestScore: number): SwitchReason | null {
  const gap = currentScore - bestScore;
  if (!(gap > 0)) return null;
  if (gap > SWITCH_ABOVE_CURRENT) return 'above-current';
  if (gap > SWITCH_WORSE_THAN_BEST) return 'worse-than-best';
  if (gap > SWITCH_ADVANTAGE) return 'advantage';
  return null;
}

/**
 * The domain to use given the current one and every domain's score: the lowest score
 * (the earlier entry on ties), taken only when {@link switchReason} says so. Without a
 * current domain (or when it has no finite score) the best is taken at once. Without any
 * finite score the current domain stays.
 */
export function pickRoute(current: string | null | undefined, scores: Readonly<Record<string, number>>): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const [domain, score] of Object.entries(scores)) {
    if (Number.isFinite(score) && score < bestScore) {
      best = domain;
      bestScore = score;
    }
  }
  if (best === undefined) return current ?? undefined;
  const currentScore = current ? scores[current] : undefined;
  if (!current || currentScore === undefined || !Number.isFinite(currentScore)) return best;
  if (best === current) return current;
  return switchReason(currentScore, bestScore) ? best : current;
}

export interface RouteCandidates {
  /** API hosts: main, @1, @2 (one same-origin entry for localhost and IPs). */
  api: string[];
  /** WebSocket hosts in the same order. */
  ws: string[];
  labels: string[];
}

/**
 * API and WebSocket hosts of a page host (SPEC §7): the page's subdomain is replaced by
 * `api2` / `ws2` (`api2-testnet` / `ws2-testnet` on a testnet host, i.e. one with a label
 * containing "testnet"), and the backups @1 and @2 add `-1` / `-2` to that prefix. The port
 * is kept. Example: `www.example.com` -> api `api2.example.com`, `api2-1.example.com`,
 * `api2-2.example.com`; ws `ws2.example.com`, ... For localhost and IP addresses there is
 * nothing to derive: the page host itself is the only candidate.
 */
export function candidateHosts(pageHost: string): RouteCandidates {
  const parsed = parseHost(pageHost);
  if (parsed.isLocal) {
    const self = `${parsed.hostname}${parsed.port}`;
    return { api: [self], ws: [self], labels: ['main'] };
  }
  const suffix = isTestnetHost(pageHost) ? '-testnet' : '';
  const hosts = (kind: 'api2' | 'ws2') =>
    ['', '-1', '-2'].map((backup) => `${kind}${suffix}${backup}.${parsed.site}${parsed.port}`);
  return { api: hosts('api2'), ws: hosts('ws2'), labels: [...ROUTE_LABELS] };
}

// ---- The probe loop ----

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type FetchLike = (url: string, init?: RequestInit) => Promise<{ ok: boolean }>;

export interface RouteSelectorOptions {
  /** Candidate domains: the main (default) first, then the alternates @1 and @2. */
  domains: readonly string[];
  fetch?: FetchLike;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  /** Is the page hidden? Defaults to document.hidden. */
  isHidden?: () => boolean;
  localStorage?: KeyValueStore | null;
  sessionStorage?: KeyValueStore | null;
  /** Protocol of probe URLs, default the page's (https: outside a browser). */
  protocol?: string;
  intervalMs?: number;
  probePath?: string;
  /** Called when the domain in use changes. */
  onChange?: (domain: string) => void;
}

interface RouteRecord {
  current?: string;
  history: RouteHistory;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStore | null {
  try {
    return (globalThis as unknown as Record<string, KeyValueStore | undefined>)[kind] ?? null;
  } catch {
    return null;
  }
}

export class RouteSelector {
  readonly domains: readonly string[];
  private readonly opts: RouteSelectorOptions;
  private readonly local: KeyValueStore | null;
  private readonly session: KeyValueStore | null;
  private timer: unknown;
  private running = false;
  private lastDomain: string;
  /** Mirror of the session record, used when sessionStorage is unavailable. */
  private memory: RouteRecord = { history: {} };

  constructor(opts: RouteSelectorOptions) {
    if (opts.domains.length === 0) throw new Error('RouteSelector needs at least one domain');
    this.opts = opts;
    this.domains = [...opts.domains];
    this.local = opts.localStorage === undefined ? safeStorage('localStorage') : opts.localStorage;
    this.session = opts.sessionStorage === undefined ? safeStorage('sessionStorage') : opts.sessionStorage;
    this.lastDomain = this.current;
  }

  /** A selector over the API candidates of a page host. */
  static forPageHost(pageHost: string, opts: Omit<RouteSelectorOptions, 'domains'> = {}): RouteSelector {
    return new RouteSelector({ ...opts, domains: candidateHosts(pageHost).api });
  }

  get defaultDomain(): string {
    return this.domains[0] as string;
  }

  /** The stored choice: 'auto', a known domain, or undefined (an unknown one is cleared). */
  get choice(): RouteChoice | undefined {
    let raw: string | null = null;
    try {
      raw = this.local?.getItem(CHOSEN_ROUTE_KEY) ?? null;
    } catch {
      return undefined;
    }
    if (raw === null || raw === '') return undefined;
    if (raw === ROUTE_AUTO || this.domains.includes(raw)) return raw;
    try {
      this.local?.removeItem(CHOSEN_ROUTE_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
    return undefined;
  }

  /** Store a choice ('auto', a known domain) or remove it (undefined); unknown domains throw. */
  setChoice(choice: RouteChoice | undefined): void {
    if (choice !== undefined && choice !== ROUTE_AUTO && !this.domains.includes(choice)) {
      throw new Error(`unknown route ${choice}`);
    }
    try {
      if (choice === undefined) this.local?.removeItem(CHOSEN_ROUTE_KEY);
      else this.local?.setItem(CHOSEN_ROUTE_KEY, choice);
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
    this.notifyIfChanged();
  }

  get isAuto(): boolean {
    return this.choice === ROUTE_AUTO;
  }

  /** The domain in use: the fixed choice, the auto pick, or the default domain. */
  get current(): string {
    const choice = this.choice;
    if (choice && choice !== ROUTE_AUTO) return choice;
    if (choice === ROUTE_AUTO) {
      const picked = this.readRecord().current;
      if (picked && this.domains.includes(picked)) return picked;
    }
    return this.defaultDomain;
  }

  /** Label of a domain: 'main', '@1' or '@2'. */
  labelOf(domain: string): string | undefined {
    const i = this.domains.indexOf(domain);
    return i === -1 ? undefined : (ROUTE_LABELS[i] ?? `@${i}`);
  }

  get history(): RouteHistory {
    return this.readRecord().history;
  }

  scores(): Record<string, number> {
    const history = this.history;
    return Object.fromEntries(
      this.domains.map((d) => [d, routeScore(history[d] ?? Array(ROUTE_HISTORY_SIZE).fill(ROUTE_INITIAL_MS))]),
    );
  }

  /** URL on the domain in use. */
  url(path: string): string {
    return `${this.protocol()}//${this.current}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** Start the 30 s loop (idempotent). */
  start(): void {
    if (this.timer !== undefined) return;
    const set = this.opts.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
    this.timer = set(() => {
      void this.tick();
    }, this.opts.intervalMs ?? ROUTE_PROBE_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer === undefined) return;
    const clear = this.opts.clearInterval ?? ((id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>));
    clear(this.timer);
    this.timer = undefined;
  }

  get probing(): boolean {
    return this.running;
  }

  /**
   * One loop step: probes only in auto mode, while the page is visible and no probe is
   * running. Resolves true when a probe ran.
   */
  async tick(): Promise<boolean> {
    if (!this.isAuto || this.running || this.hidden()) return false;
    await this.probeAll();
    return true;
  }

  /** Probe every candidate once, record the timings and re-pick the domain. */
  async probeAll(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const results = await Promise.all(this.domains.map((d) => this.probe(d)));
      let record = this.readRecord();
      let history = record.history;
      this.domains.forEach((d, i) => {
        history = recordProbe(history, d, results[i] ?? 'failed');
      });
      const before = record.current && this.domains.includes(record.current) ? record.current : this.defaultDomain;
      const scores = Object.fromEntries(this.domains.map((d) => [d, routeScore(history[d] ?? [])]));
      const next = pickRoute(before, scores) ?? before;
      record = { current: next, history };
      this.writeRecord(record);
      this.notifyIfChanged();
    } finally {
      this.running = false;
    }
  }

  /** Time one GET {domain}/t1 (body ignored); 'failed' on error, non-2xx or after 15 s. */
  async probe(domain: string): Promise<ProbeResult> {
    const fetchFn: FetchLike = this.opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
    const now = this.opts.now ?? (() => Date.now());
    const setT = this.opts.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
    const clearT = this.opts.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
    const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
    let timer: unknown;
    const timeout = new Promise<'failed'>((resolve) => {
      timer = setT(() => {
        controller?.abort();
        resolve('failed');
      }, PROBE_FAILURE_MS);
    });
    const started = now();
    const attempt = fetchFn(`${this.protocol()}//${domain}${this.opts.probePath ?? ROUTE_PROBE_PATH}`, {
      method: 'GET',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller?.signal,
    }).then(
      (res): ProbeResult => (res.ok ? Math.max(0, now() - started) : 'failed'),
      (): ProbeResult => 'failed',
    );
    try {
      return await Promise.race([attempt, timeout]);
    } finally {
      clearT(timer);
    }
  }

  private hidden(): boolean {
    if (this.opts.isHidden) return this.opts.isHidden();
    return typeof document !== 'undefined' && document.hidden === true;
  }

  private protocol(): string {
    if (this.opts.protocol) return this.opts.protocol;
    const p = typeof location === 'undefined' ? '' : location.protocol;
    return p === 'http:' || p === 'https:' ? p : 'https:';
  }

  private readRecord(): RouteRecord {
    try {
      if (!this.session) return this.memory;
      const raw = this.session.getItem(ROUTE_RECORD_KEY);
      if (!raw) return { history: {} };
      const parsed = JSON.parse(raw) as Partial<RouteRecord>;
      const history: Record<string, number[]> = {};
      for (const [d, t] of Object.entries(parsed.history ?? {})) {
        if (this.domains.includes(d) && Array.isArray(t)) {
          history[d] = t.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).slice(-ROUTE_HISTORY_SIZE);
        }
      }
      return { current: typeof parsed.current === 'string' ? parsed.current : undefined, history };
    } catch {
      return this.memory;
    }
  }

  private writeRecord(record: RouteRecord): void {
    this.memory = record;
    try {
      this.session?.setItem(ROUTE_RECORD_KEY, JSON.stringify(record));
    } catch {
      // storage full or unavailable: the record lasts for this page only
    }
  }

  private notifyIfChanged(): void {
    const now = this.current;
    if (now !== this.lastDomain) {
      this.lastDomain = now;
      this.opts.onChange?.(now);
    }
  }
}
