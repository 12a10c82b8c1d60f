/**
 * Perpetual symbol list load (SPEC §3 "Futures symbol config", §4 "Symbol list load",
 * §7 "Symbols", §8 "Symbol list loading", §9 symbol cache versions). Framework-free: no
 * React, no store; fetch, storage and the tracing logger are injected.
 *
 * Load order of {@link loadSymbolList}:
 *
 * 1. Network: `GET {apiHost}/contract/v5/product/brief-symbol-list?filter=all&version=6&token=<last 8 chars>`
 *    (the token parameter is left out without a token). The envelope is
 *    `{ret_code, ret_msg, result}`; `result` groups configs by contract type:
 *    `{version, LinearPerpetual: [...], InversePerpetual: [], ...}`. A usable result is
 *    stored as cache version 6 ({@link storeSymbolList}) and returned (source 'network').
 * 2. On a network failure, a non-zero ret_code or a missing result: localStorage, version 6
 *    first ({@link SYMBOL_CACHE_KEYS}.v6 = 'bot_symbol_list_v6', source 'cache-v6'), then
 *    version 4 ('bot_symbol_list_v4', source 'cache-v4'). An entry that cannot be read or
 *    parsed, or holds no usable config, is skipped (code 4) and the next one is tried.
 * 3. The built-in configs of ./builtinSymbols (source 'builtin').
 * 4. Only if even the built-in data is unusable (never with the shipped data): status
 *    'rejected' (code 5). {@link loadSymbolList} itself never throws.
 *
 * Storing a network result writes 'bot_symbol_list_v6' (the raw `result` as JSON) and
 * removes versions 1, 2, 3 and 5 ('bot_symbol_list_v1' ... '_v5'); version 4 is kept as
 * the second fallback.
 *
 * Tracing codes ({@link SYMBOL_LIST_LOG_CODES}), passed to the injected logger together
 * with `scope` 'list' (the list load) or 'item' (the dynamic symbol item):
 *
 *   1 NETWORK_ERROR   fetch rejected, timed out (default 30 s), a non-2xx status, or a
 *                     body that is not a JSON object
 *   2 RET_CODE        ret_code other than 0 (a missing ret_code counts as non-zero)
 *   3 MISSING_RESULT  ret_code 0 but `result` missing / not an object / without one usable
 *                     config (for the item: `result.item` missing or not an object)
 *   4 CACHE_PARSE     a cache entry that cannot be read, is not JSON, or has no usable config
 *   5 BUILTIN_INVALID the built-in data has no usable config (the load is rejected)
 *   6 CACHE_WRITE     storing the fresh list failed (e.g. storage quota)
 *
 * A usable config is an object with a non-empty string `symbol` and a contract type (its
 * own `contractType`, else the name of the group it sits in). Unusable entries are dropped.
 * Numeric decimal fields (tickSize, lotSize, ...) are turned into exact decimal strings and
 * a missing obDepthMergeTimes gets the default '1,2,4,10'; other fields pass unchanged.
 *
 * {@link fetchSymbolItem} (`GET {apiHost}/contract/v5/product/dynamic-symbol-item?symbol=`)
 * resolves `result.item`, or `null` on any failure (logged with the codes above).
 *
 * Scaling helpers return exact decimal strings (decimal.js, never floats), '' for a value
 * that is not a finite number: leverage E2 / 100, margin rate E4 / 100 as a percent,
 * designated margin E8 / 1e8.
 */
import DecimalBase from 'decimal.js';
import { API_TIMEOUT_MS, OB_DEPTH_MERGE_DEFAULT, SYMBOL_CACHE_OBSOLETE_VERSIONS, TIMEOUT_MESSAGE } from './constants';
import { BUILTIN_SYMBOL_LIST } from './builtinSymbols';

// ---- Types ----

export type ContractType =
  | 'InversePerpetual' | 'LinearPerpetual' | 'InverseFutures' | 'UsdcPerpetual' | 'UsdcFutures' | 'LinearFutures';

/** An integer scaled by a power of ten (E2, E4, E8): a number or, for large values, a string. */
export type ScaledInt = number | string;

export interface RiskTier {
  tier: number;
  /** Upper notional bound of the tier (quote currency). */
  maxPositionValue: string;
  maintenanceMarginRateE4: ScaledInt;
  initialMarginRateE4: ScaledInt;
  maxLeverageE2: ScaledInt;
}

/** A futures symbol config (SPEC §3). Only the identity fields are guaranteed. */
export interface SymbolConfig {
  // Identity
  symbol: string;
  symbolName?: string;
  baseCurrency?: string;
  quoteCurrency?: string;
  coin?: string;
  coinName?: string;
  // Contract
  contractType: ContractType | (string & {});
  contractStatus?: 'Trading' | 'Closed' | (string & {});
  quarter?: unknown;
  section?: unknown;
  symbolTags?: unknown;
  // Price and size (decimal strings)
  priceScale?: number;
  maxPrice?: string;
  minPrice?: string;
  tickSize?: string;
  lotSize?: string;
  minQty?: string;
  maxNewOrderQty?: string;
  maxNewMarketOrderQty?: string;
  qtyUnit?: string;
  valueScale?: number;
  minNotionalValue?: string;
  // Margin and leverage
  baseInitialMarginRateE4?: ScaledInt;
  stepInitialMarginRateE4?: ScaledInt;
  baseMaintenanceMarginRateE4?: ScaledInt;
  stepMaintenanceMarginRateE4?: ScaledInt;
  baseMaxOrdPosValue?: string;
  stepMaxOrdPosValue?: string;
  maxLeverageE2?: ScaledInt;
  minLeverageE2?: ScaledInt;
  minDesignatedMarginE8?: ScaledInt;
  maxDesignatedMarginE8?: ScaledInt;
  riskLeverageMinE2?: ScaledInt;
  riskLeverageMaxE2?: ScaledInt;
  riskTiers?: RiskTier[];
  // Display and listing
  /** Order-book depth merge ratios, comma separated (default '1,2,4,10'). */
  obDepthMergeTimes?: string;
  indexSort?: number;
  startTradingTimeE3?: ScaledInt;
  settleTimeE3?: ScaledInt;
  isPopular?: boolean;
  symbolStatus?: unknown;
  /** 1 show, 0 hide. */
  symbolDisplay?: number;
  supportCopyTrade?: boolean;
  isPreListing?: boolean;
  preListingInfo?: unknown;
  fgridbotConfig?: unknown;
}

/** The `result` of brief-symbol-list: configs grouped by contract type, plus a version. */
export type SymbolListPayload = Partial<Record<ContractType, SymbolConfig[]>> & { version?: number | string };

export type SymbolsByType = Record<string, SymbolConfig[]>;
export type SymbolListStatus = 'pending' | 'resolved' | 'rejected';
export type SymbolListSource = 'network' | 'cache-v6' | 'cache-v4' | 'builtin';

export interface ParsedSymbolList {
  /** Every usable config, in payload order (group by group). */
  symbols: SymbolConfig[];
  /** Configs by contract type; every array group of the payload has a key (maybe empty). */
  byType: SymbolsByType;
  version?: number | string;
}

export type SymbolListResult =
  | ({ status: 'resolved'; source: SymbolListSource } & ParsedSymbolList)
  | { status: 'rejected'; source: null; symbols: SymbolConfig[]; byType: SymbolsByType };

export type SymbolListState =
  | { status: 'pending'; source: null; symbols: SymbolConfig[]; byType: SymbolsByType }
  | SymbolListResult;

/** A dynamic symbol item (`result.item`): partial config fields as the server sends them. */
export type SymbolItem = Partial<SymbolConfig> & Record<string, unknown>;

// ---- Tracing ----

export const SYMBOL_LIST_LOG_CODES = {
  NETWORK_ERROR: 1,
  RET_CODE: 2,
  MISSING_RESULT: 3,
  CACHE_PARSE: 4,
  BUILTIN_INVALID: 5,
  CACHE_WRITE: 6,
} as const;

export type SymbolListLogCode = (typeof SYMBOL_LIST_LOG_CODES)[keyof typeof SYMBOL_LIST_LOG_CODES];

export interface SymbolListLogEvent {
  code: SymbolListLogCode;
  scope: 'list' | 'item';
  message: string;
  /** Storage key (codes 4 and 6). */
  key?: string;
  /** HTTP status of a non-2xx response (code 1). */
  status?: number;
  /** ret_code / ret_msg of the envelope (code 2); retCode null when it was missing. */
  retCode?: number | null;
  retMsg?: string;
  /** Symbol of an item fetch. */
  symbol?: string;
  error?: unknown;
}

export type SymbolListLogger = (event: SymbolListLogEvent) => void;

// ---- Dependencies ----

export type SymbolStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FetchResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<FetchResponseLike>;

export interface SymbolRequestOptions {
  /** Defaults to globalThis.fetch. */
  fetch?: FetchLike;
  logger?: SymbolListLogger;
  /** `https://api2.example.com`, or '' (default) for same-origin paths. */
  apiHost?: string;
  /** Request timeout, default 30000 ms; a timeout counts as a network error. */
  timeoutMs?: number;
}

export interface LoadSymbolListOptions extends SymbolRequestOptions {
  /** Cache storage; undefined means localStorage, null means no cache at all. */
  storage?: SymbolStorage | null;
  /** User token; only its last 8 characters are sent. */
  token?: string | null;
  /** Replaces the built-in fallback data (tests). */
  builtin?: unknown;
}

// ---- Constants ----

export const BRIEF_SYMBOL_LIST_PATH = '/contract/v5/product/brief-symbol-list';
export const DYNAMIC_SYMBOL_ITEM_PATH = '/contract/v5/product/dynamic-symbol-item';
/** Version requested from the server and written to the cache. */
export const SYMBOL_LIST_VERSION = 6;
/** Characters of the token sent with the list request. */
export const SYMBOL_LIST_TOKEN_CHARS = 8;

const CACHE_KEY_PREFIX = 'bot_symbol_list_v';

/** localStorage key of a symbol-list cache version. */
export function symbolCacheKey(version: number): string {
  return `${CACHE_KEY_PREFIX}${version}`;
}

/**
 * localStorage keys of the symbol list: v6 (written, read first), v4 (read second, never
 * written or removed) and the obsolete versions 1, 2, 3 and 5 (removed when storing).
 */
export const SYMBOL_CACHE_KEYS: {
  readonly v6: string;
  readonly v4: string;
  readonly obsolete: readonly string[];
} = Object.freeze({
  v6: symbolCacheKey(6),
  v4: symbolCacheKey(4),
  obsolete: Object.freeze(SYMBOL_CACHE_OBSOLETE_VERSIONS.map(symbolCacheKey)),
});

/** Cache entries in read order with the source they report. */
const CACHE_READ_ORDER: ReadonlyArray<readonly [SymbolListSource, string]> = [
  ['cache-v6', SYMBOL_CACHE_KEYS.v6],
  ['cache-v4', SYMBOL_CACHE_KEYS.v4],
];

/** Fields holding decimal values; numbers there become exact decimal strings. */
const DECIMAL_FIELDS = [
  'maxPrice', 'minPrice', 'tickSize', 'lotSize', 'minQty', 'maxNewOrderQty', 'maxNewMarketOrderQty',
  'minNotionalValue', 'baseMaxOrdPosValue', 'stepMaxOrdPosValue',
] as const;

// ---- Scaling ----

const Decimal = DecimalBase.clone({ precision: 60 });
type Decimal = InstanceType<typeof Decimal>;

function toDecimal(v: unknown): Decimal | undefined {
  let d: Decimal;
  try {
    if (DecimalBase.isDecimal(v)) d = new Decimal(v);
    else if (typeof v === 'number') d = new Decimal(v);
    else if (typeof v === 'bigint') d = new Decimal(v.toString());
    else if (typeof v === 'string' && v.trim() !== '') d = new Decimal(v.trim());
    else return undefined;
  } catch {
    return undefined;
  }
  return d.isFinite() ? d : undefined;
}

function scaleDown(v: unknown, divisor: number): string {
  const d = toDecimal(v);
  return d ? d.div(divisor).toFixed() : '';
}

export type ScaledInput = number | string | bigint | DecimalBase | null | undefined;

/** Leverage E2 as shown: 10000 -> '100', 250 -> '2.5'. '' for a non-number. */
export function fromE2(v: ScaledInput): string {
  return scaleDown(v, 100);
}

/** Margin rate E4 as a percent: 50 -> '0.5' (i.e. 0.5 %), 10000 -> '100'. '' for a non-number. */
export function fromE4Percent(v: ScaledInput): string {
  return scaleDown(v, 100);
}

/** Designated margin E8: 150000000 -> '1.5'. '' for a non-number. */
export function fromE8(v: ScaledInput): string {
  return scaleDown(v, 1e8);
}

// ---- Parsing ----

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function normaliseConfig(raw: unknown, groupType: string | undefined): SymbolConfig | undefined {
  const r = asRecord(raw);
  if (!r) return undefined;
  const symbol = typeof r.symbol === 'string' ? r.symbol.trim() : '';
  if (!symbol) return undefined;
  const ownType = typeof r.contractType === 'string' ? r.contractType.trim() : '';
  const contractType = ownType || groupType;
  if (!contractType) return undefined;
  const out: Record<string, unknown> = { ...r, symbol, contractType };
  for (const field of DECIMAL_FIELDS) {
    const value = out[field];
    if (typeof value === 'number') {
      const d = toDecimal(value);
      if (d) out[field] = d.toFixed();
    }
  }
  if (typeof out.obDepthMergeTimes !== 'string' || out.obDepthMergeTimes.trim() === '') {
    out.obDepthMergeTimes = OB_DEPTH_MERGE_DEFAULT;
  }
  return out as unknown as SymbolConfig;
}

/**
 * The usable configs of a brief-symbol-list `result` ({version, LinearPerpetual: [...]}).
 * Also accepts a stored envelope ({ret_code, result}) and a flat array of configs (each
 * with its contractType). Undefined when no usable config is found.
 */
export function parseSymbolList(raw: unknown): ParsedSymbolList | undefined {
  let groups: Array<[string | undefined, unknown[]]>;
  let version: unknown;
  if (Array.isArray(raw)) {
    groups = [[undefined, raw]];
  } else {
    let rec = asRecord(raw);
    if (!rec) return undefined;
    const hasGroups = Object.values(rec).some(Array.isArray);
    const inner = asRecord(rec.result);
    if (!hasGroups && inner) rec = inner;
    version = rec.version;
    groups = Object.entries(rec)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[0] !== '__proto__');
  }
  const symbols: SymbolConfig[] = [];
  const byType: SymbolsByType = {};
  // Own-property lookups: a type named like an Object.prototype member must not clash.
  const group = (type: string): SymbolConfig[] => {
    if (!Object.hasOwn(byType, type)) byType[type] = [];
    return byType[type] as SymbolConfig[];
  };
  for (const [groupType, entries] of groups) {
    if (groupType !== undefined) group(groupType);
    for (const entry of entries) {
      const config = normaliseConfig(entry, groupType);
      if (!config || config.contractType === '__proto__') continue;
      symbols.push(config);
      group(config.contractType).push(config);
    }
  }
  if (symbols.length === 0) return undefined;
  const parsed: ParsedSymbolList = { symbols, byType };
  if (typeof version === 'number' || typeof version === 'string') parsed.version = version;
  return parsed;
}

// ---- Requests ----

function safeLogger(logger: SymbolListLogger | undefined): SymbolListLogger {
  return (event) => {
    try {
      logger?.(event);
    } catch {
      // a failing tracing hook must not break the load
    }
  };
}

function defaultStorage(): SymbolStorage | null {
  try {
    return (globalThis as { localStorage?: SymbolStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function defaultFetch(): FetchLike | undefined {
  const f = (globalThis as { fetch?: FetchLike }).fetch;
  return f ? (url, init) => f(url, init) : undefined;
}

function joinUrl(apiHost: string | undefined, path: string, query: URLSearchParams): string {
  return `${(apiHost ?? '').replace(/\/+$/, '')}${path}?${query.toString()}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function retCodeOf(env: Record<string, unknown>): number | null {
  const code = env.ret_code ?? env.retCode;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return null;
}

type Failure = Omit<SymbolListLogEvent, 'scope'>;
type EnvelopeOutcome = { ok: true; result: unknown } | { ok: false; failure: Failure };

/** GET a JSON envelope; ok with its `result` when ret_code is 0 and `result` is an object. */
async function getEnvelope(url: string, options: SymbolRequestOptions): Promise<EnvelopeOutcome> {
  const fetchFn = options.fetch ?? defaultFetch();
  const { NETWORK_ERROR, RET_CODE, MISSING_RESULT } = SYMBOL_LIST_LOG_CODES;
  if (!fetchFn) return { ok: false, failure: { code: NETWORK_ERROR, message: 'fetch is not available' } };
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  const init: RequestInit = { method: 'GET', credentials: 'include' };
  if (controller) init.signal = controller.signal;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let body: unknown;
  try {
    const request = (async () => {
      const res = await fetchFn(url, init);
      if (!res.ok) return { status: res.status };
      return { body: await res.json() };
    })();
    const timeout = new Promise<never>((_, reject) => {
      if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          controller?.abort();
          reject(new Error(TIMEOUT_MESSAGE));
        }, timeoutMs);
      }
    });
    const outcome = await Promise.race([request, timeout]);
    if ('status' in outcome) {
      return { ok: false, failure: { code: NETWORK_ERROR, message: `HTTP status ${outcome.status}`, status: outcome.status } };
    }
    body = outcome.body;
  } catch (error) {
    return { ok: false, failure: { code: NETWORK_ERROR, message: errorMessage(error), error } };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }

  const env = asRecord(body);
  if (!env) return { ok: false, failure: { code: NETWORK_ERROR, message: 'response is not a JSON object' } };
  const retCode = retCodeOf(env);
  if (retCode !== 0) {
    const failure: Failure = { code: RET_CODE, message: `ret_code ${retCode ?? 'missing'}`, retCode };
    if (typeof env.ret_msg === 'string') failure.retMsg = env.ret_msg;
    return { ok: false, failure };
  }
  if (!asRecord(env.result)) return { ok: false, failure: { code: MISSING_RESULT, message: 'result is missing' } };
  return { ok: true, result: env.result };
}

/** URL of the list request: filter=all, version=6 and the token's last 8 characters. */
export function symbolListUrl(apiHost = '', token?: string | null): string {
  const query = new URLSearchParams({ filter: 'all', version: String(SYMBOL_LIST_VERSION) });
  const suffix = (token ?? '').trim().slice(-SYMBOL_LIST_TOKEN_CHARS);
  if (suffix) query.set('token', suffix);
  return joinUrl(apiHost, BRIEF_SYMBOL_LIST_PATH, query);
}

// ---- Cache ----

/**
 * Store a fresh network `result` as version 6 and remove versions 1, 2, 3 and 5 (version 4
 * is kept). Nothing is written for a result without a usable config. Returns whether the
 * v6 entry was written; a failed write is logged with code 6.
 */
export function storeSymbolList(storage: SymbolStorage, result: unknown, logger?: SymbolListLogger): boolean {
  for (const key of SYMBOL_CACHE_KEYS.obsolete) {
    try {
      storage.removeItem(key);
    } catch {
      // storage unavailable: nothing to remove
    }
  }
  if (!parseSymbolList(result)) return false;
  try {
    storage.setItem(SYMBOL_CACHE_KEYS.v6, JSON.stringify(result));
    return true;
  } catch (error) {
    safeLogger(logger)({
      code: SYMBOL_LIST_LOG_CODES.CACHE_WRITE, scope: 'list', message: errorMessage(error), key: SYMBOL_CACHE_KEYS.v6, error,
    });
    return false;
  }
}

function readCache(storage: SymbolStorage, key: string, log: SymbolListLogger): ParsedSymbolList | undefined {
  const code = SYMBOL_LIST_LOG_CODES.CACHE_PARSE;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    log({ code, scope: 'list', message: `cannot read cache: ${errorMessage(error)}`, key, error });
    return undefined;
  }
  if (text === null || text === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    log({ code, scope: 'list', message: `cache is not JSON: ${errorMessage(error)}`, key, error });
    return undefined;
  }
  const parsed = parseSymbolList(raw);
  if (!parsed) log({ code, scope: 'list', message: 'cache has no usable symbol config', key });
  return parsed;
}

// ---- Load ----

function rejectedResult(): SymbolListResult {
  return { status: 'rejected', source: null, symbols: [], byType: {} };
}

/**
 * Load the perpetual symbol list: network, then cache v6, then cache v4, then the built-in
 * data (see the file comment). Never throws; 'rejected' only when the built-in data is
 * unusable.
 */
export async function loadSymbolList(options: LoadSymbolListOptions = {}): Promise<SymbolListResult> {
  const log = safeLogger(options.logger);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;

  const outcome = await getEnvelope(symbolListUrl(options.apiHost, options.token), options);
  if (outcome.ok) {
    const parsed = parseSymbolList(outcome.result);
    if (parsed) {
      if (storage) storeSymbolList(storage, outcome.result, log);
      return { status: 'resolved', source: 'network', ...parsed };
    }
    log({ code: SYMBOL_LIST_LOG_CODES.MISSING_RESULT, scope: 'list', message: 'result has no usable symbol config' });
  } else {
    log({ ...outcome.failure, scope: 'list' });
  }

  if (storage) {
    for (const [source, key] of CACHE_READ_ORDER) {
      const parsed = readCache(storage, key, log);
      if (parsed) return { status: 'resolved', source, ...parsed };
    }
  }

  const builtin = parseSymbolList(options.builtin === undefined ? BUILTIN_SYMBOL_LIST : options.builtin);
  if (builtin) return { status: 'resolved', source: 'builtin', ...builtin };
  log({ code: SYMBOL_LIST_LOG_CODES.BUILTIN_INVALID, scope: 'list', message: 'built-in symbol data is unusable' });
  return rejectedResult();
}

/**
 * Fetch the dynamic item of one symbol (`result.item`). Resolves null for an empty symbol
 * (no request) and on any failure (logged with scope 'item'); never throws.
 */
export async function fetchSymbolItem(symbol: string, options: SymbolRequestOptions = {}): Promise<SymbolItem | null> {
  const log = safeLogger(options.logger);
  const name = symbol.trim();
  if (!name) return null;
  const url = joinUrl(options.apiHost, DYNAMIC_SYMBOL_ITEM_PATH, new URLSearchParams({ symbol: name }));
  const outcome = await getEnvelope(url, options);
  if (!outcome.ok) {
    log({ ...outcome.failure, scope: 'item', symbol: name });
    return null;
  }
  const item = asRecord(asRecord(outcome.result)?.item);
  if (!item) {
    log({ code: SYMBOL_LIST_LOG_CODES.MISSING_RESULT, scope: 'item', message: 'result.item is missing', symbol: name });
    return null;
  }
  return item as SymbolItem;
}

// ---- State machine ----

const PENDING_STATE: SymbolListState = Object.freeze({
  status: 'pending' as const,
  source: null,
  symbols: Object.freeze([]) as unknown as SymbolConfig[],
  byType: Object.freeze({}) as SymbolsByType,
});

export interface SymbolListLoader {
  /** 'pending' until the load settles, then 'resolved' or 'rejected' for good. */
  readonly status: SymbolListStatus;
  /** The current state; a stable object between transitions (useSyncExternalStore-ready). */
  getSnapshot(): SymbolListState;
  /** Called after each transition; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Start the load (once): later calls return the same promise and ignore their options.
   * Options are merged over the loader's defaults.
   */
  load(options?: LoadSymbolListOptions): Promise<SymbolListResult>;
}

/**
 * A store-free, hook-free loader: status pending -> resolved | rejected, exactly one
 * transition. An unexpected throw while loading settles as 'rejected'.
 */
export function createSymbolListLoader(defaults: LoadSymbolListOptions = {}): SymbolListLoader {
  let state: SymbolListState = PENDING_STATE;
  let running: Promise<SymbolListResult> | undefined;
  const listeners = new Set<() => void>();

  const settle = (next: SymbolListResult): SymbolListResult => {
    if (state.status !== 'pending') return state as SymbolListResult;
    state = next;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // one listener must not stop the others
      }
    }
    return next;
  };

  return {
    get status() {
      return state.status;
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load(options) {
      running ??= Promise.resolve()
        .then(() => loadSymbolList({ ...defaults, ...options }))
        .then(settle, () => settle(rejectedResult()));
      return running;
    },
  };
}
