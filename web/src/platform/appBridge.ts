/**
 * The native-app bridge (SPEC §4 login or register quick flow, §7 native bridge calls).
 *
 * The bridge becomes ready once; calls made before that are queued and run, in order, when
 * it does. The native side is either an object with `call(module, method, params)` or an
 * object of modules (`native.Router.push(params)`); results may be values or promises.
 */
import { BRIDGE_MIN_VERSION } from './constants';
import { appVersionFromUserAgent } from './env';

/**
 * Compare dotted versions numerically per segment ('3.10.0' > '3.9.9'); missing or
 * non-numeric segments count as 0. Returns -1, 0 or 1.
 */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  const pa = String(a ?? '').trim().split('.');
  const pb = String(b ?? '').trim().split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** Bridge support: an app version of at least 3.6.1. */
export function supportsBridge(version: string | null | undefined): boolean {
  if (!version || !/\d/.test(version)) return false;
  return compareVersions(version, BRIDGE_MIN_VERSION) >= 0;
}

/** Should login go through the native app (inside the app, version >= 3.6.1)? */
export function bridgeSupportedForUserAgent(ua?: string): boolean {
  return supportsBridge(appVersionFromUserAgent(ua));
}

export type NativeFunction = (params?: unknown) => unknown;
export interface NativeCaller {
  call(module: string, method: string, params?: unknown): unknown;
}
export type NativeModules = Record<string, Record<string, NativeFunction> | undefined>;
export type NativeObject = NativeCaller | NativeModules;

export class BridgeError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'BridgeError';
  }
}

export type RouterPath = 'register' | 'loginpage';

export interface RouterOptions {
  regEmail?: string;
  regPhone?: string;
  preAction?: string;
  disableSwitch?: boolean;
  ref?: string;
}

export interface RouterPushParams {
  path: RouterPath;
  fromWeb: 1;
  options?: RouterOptions;
}

export interface Bridge {
  /** True once the native side is attached. */
  readonly isReady: boolean;
  /** Attach the native side (only the first call counts) and run the queued calls. */
  setReady(native: NativeObject): void;
  whenReady(): Promise<void>;
  call<T = unknown>(module: string, method: string, params?: unknown): Promise<T>;
  UserProfile: { getUserProfile(params?: { forceUpdate?: boolean }): Promise<unknown> };
  Router: { push(params: RouterPushParams): Promise<unknown> };
  SystemInfo: { getAppConfig(): Promise<unknown> };
  UrlLauncher: { open(params: { url: string }): Promise<unknown> };
}

function invokeNative(native: NativeObject, module: string, method: string, params: unknown): Promise<unknown> {
  try {
    if (typeof (native as NativeCaller).call === 'function') {
      return Promise.resolve((native as NativeCaller).call(module, method, params));
    }
    const fn = (native as NativeModules)[module]?.[method];
    if (typeof fn !== 'function') {
      return Promise.reject(new BridgeError(`bridge call not available: ${module}.${method}`));
    }
    return Promise.resolve(fn.call((native as NativeModules)[module], params));
  } catch (err) {
    return Promise.reject(err instanceof BridgeError ? err : new BridgeError(`${module}.${method} failed`, err));
  }
}

/** A bridge; ready at once when a native object is given, else when `setReady` is called. */
export function createBridge(nativeObject?: NativeObject | null): Bridge {
  let native: NativeObject | undefined;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const queue: { module: string; method: string; params: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];

  const call = <T,>(module: string, method: string, params?: unknown): Promise<T> => {
    if (native) return invokeNative(native, module, method, params) as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      queue.push({ module, method, params, resolve: resolve as (v: unknown) => void, reject });
    });
  };

  const bridge: Bridge = {
    get isReady() {
      return native !== undefined;
    },
    setReady(obj: NativeObject) {
      if (native || !obj) return;
      native = obj;
      resolveReady();
      for (const item of queue.splice(0)) {
        invokeNative(obj, item.module, item.method, item.params).then(item.resolve, item.reject);
      }
    },
    whenReady: () => ready,
    call,
    UserProfile: { getUserProfile: (params = {}) => call('UserProfile', 'getUserProfile', params) },
    Router: { push: (params) => call('Router', 'push', params) },
    SystemInfo: { getAppConfig: () => call('SystemInfo', 'getAppConfig') },
    UrlLauncher: { open: (params) => call('UrlLauncher', 'open', params) },
  };
  if (nativeObject) bridge.setReady(nativeObject);
  return bridge;
}

/** Router.push parameters for the native login ('loginpage') or register page. */
export function routerPushParams(mode: 'login' | 'register', options?: RouterOptions): RouterPushParams {
  const params: RouterPushParams = { path: mode === 'register' ? 'register' : 'loginpage', fromWeb: 1 };
  if (options) params.options = { ...options };
  return params;
}

// ---- Profile from the bridge (SPEC §3) ----

export interface BridgeProfile {
  /** From `uid`. */
  id: number;
  username?: string;
  vague_email?: string;
  vague_mobile?: string;
  mobile_verified?: boolean;
  email_verified?: boolean;
  has_google2fa?: boolean;
  country_code?: string;
  lang?: string;
  parent_member_id?: number | string;
  status?: number | string;
  loyalty_vip_info?: { is_vip: boolean; label_level: number };
  userToken?: string;
}

function toBool(v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return !['0', 'false', 'no'].includes(v.trim().toLowerCase());
  return Boolean(v);
}

function toStr(v: unknown): string | undefined {
  return v === undefined || v === null ? undefined : String(v);
}

function numericOrRaw(v: unknown): number | string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number') return v;
  const s = String(v);
  return /^-?\d+$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : s;
}

/** An app-bridge payload (an object or its JSON text) as an object; null when it is neither. */
export function bridgeObject(raw: unknown): Record<string, unknown> | null {
  let v: unknown = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
}

/**
 * Map the app's profile (an object or its JSON text; possibly wrapped in `data` or
 * `result`) to the SPEC §3 app-bridge profile: `uid` -> `id` (a number; `id` is used when
 * `uid` is absent), flags as booleans, the VIP info and the `userToken`. Null when there is
 * no profile or no id.
 */
export function profileFromBridge(raw: unknown): BridgeProfile | null {
  const obj = bridgeObject(raw);
  if (!obj) return null;
  let r = obj;
  if (r.uid === undefined && r.id === undefined) {
    const inner = (r.data ?? r.result) as unknown;
    if (inner && typeof inner === 'object') r = inner as Record<string, unknown>;
    else if (typeof inner === 'string') return profileFromBridge(inner);
  }
  const id = Number(r.uid ?? r.id);
  if (!Number.isFinite(id)) return null;
  const profile: BridgeProfile = { id };
  const set = <K extends keyof BridgeProfile>(k: K, v: BridgeProfile[K] | undefined) => {
    if (v !== undefined) profile[k] = v;
  };
  set('username', toStr(r.username));
  set('vague_email', toStr(r.vague_email));
  set('vague_mobile', toStr(r.vague_mobile));
  set('mobile_verified', toBool(r.mobile_verified));
  set('email_verified', toBool(r.email_verified));
  set('has_google2fa', toBool(r.has_google2fa));
  set('country_code', toStr(r.country_code));
  set('lang', toStr(r.lang));
  set('parent_member_id', numericOrRaw(r.parent_member_id));
  set('status', numericOrRaw(r.status));
  const vip = r.loyalty_vip_info as Record<string, unknown> | undefined | null;
  if (vip && typeof vip === 'object') {
    profile.loyalty_vip_info = { is_vip: toBool(vip.is_vip) ?? false, label_level: Number(vip.label_level ?? 0) || 0 };
  }
  set('userToken', toStr(r.userToken ?? r.user_token) || undefined);
  return profile;
}

/** A profile fetcher through the bridge (forced refresh), mapped by profileFromBridge. */
export function bridgeProfileFetcher(bridge: Bridge): () => Promise<BridgeProfile | null> {
  return async () => profileFromBridge(await bridge.UserProfile.getUserProfile({ forceUpdate: true }));
}

// ---- Login flow (SPEC §4) ----

export type LoginMode = 'login' | 'register';

export type LoginFlowResult<W = unknown> =
  | { via: 'native'; success: boolean; profile: BridgeProfile | null }
  | { via: 'web'; result: W; error?: unknown };

/**
 * Login or register. With a bridge, the native page is opened first (Router.push with
 * path loginpage/register and fromWeb 1); if that call fails the web modal opens instead.
 * After the native page returns, success is confirmed only by a profile (from
 * `fetchProfile`, mapped by profileFromBridge) that carries a userToken; a failing
 * profile fetch counts as not logged in. Without a bridge (outside the app or an app
 * older than 3.6.1: pass null) the web modal opens directly.
 */
export async function loginFlow<W = unknown>(
  bridge: Bridge | null | undefined,
  openWebModal: (mode: LoginMode) => W | Promise<W>,
  fetchProfile: () => unknown,
  opts: { mode?: LoginMode; options?: RouterOptions } = {},
): Promise<LoginFlowResult<W>> {
  const mode = opts.mode ?? 'login';
  if (!bridge) return { via: 'web', result: await openWebModal(mode) };
  try {
    await bridge.Router.push(routerPushParams(mode, opts.options));
  } catch (error) {
    return { via: 'web', result: await openWebModal(mode), error };
  }
  let profile: BridgeProfile | null = null;
  try {
    profile = profileFromBridge(await fetchProfile());
  } catch {
    profile = null;
  }
  return { via: 'native', success: Boolean(profile?.userToken), profile };
}
