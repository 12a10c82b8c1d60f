/**
 * The page's native-app bridge (SPEC §4, §7): one per page, only inside an app that supports it
 * (version >= 3.6.1). The app injects its native object as `window.BotAppBridge`, before the page
 * runs or later, announcing it with a `BotAppBridgeReady` event on the document; calls made before
 * that are queued by the bridge (platform/appBridge.ts).
 */
import {
  bridgeProfileFetcher, bridgeSupportedForUserAgent, createBridge, type Bridge, type NativeObject,
} from '../platform/appBridge';
import { writeUserToken } from '../platform/cookies';

export const NATIVE_GLOBAL = 'BotAppBridge';
export const BRIDGE_READY_EVENT = 'BotAppBridgeReady';
/** How long the shell waits for the app config before giving up (the header stays as it is). */
export const APP_CONFIG_TIMEOUT_MS = 3000;

let bridge: Bridge | null | undefined;

/** The bridge of this page, or null outside the app / in an app without bridge support. */
export function appBridge(win: Window = window): Bridge | null {
  if (bridge !== undefined) return bridge;
  if (!bridgeSupportedForUserAgent(win.navigator.userAgent)) {
    bridge = null;
    return null;
  }
  const b = createBridge();
  const attach = () => {
    const native = (win as unknown as Record<string, NativeObject | undefined>)[NATIVE_GLOBAL];
    if (native) b.setReady(native);
  };
  attach();
  if (!b.isReady) win.document.addEventListener(BRIDGE_READY_EVENT, attach, { once: true });
  bridge = b;
  return b;
}

/** Test hook. */
export function resetAppBridge(): void {
  bridge = undefined;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** SystemInfo.getAppConfig(), or undefined on error or after the timeout. */
export function fetchAppConfig(b: Bridge, timeoutMs = APP_CONFIG_TIMEOUT_MS): Promise<unknown> {
  return withTimeout(b.SystemInfo.getAppConfig(), timeoutMs);
}

/**
 * Inside the app: read the app profile (UserProfile.getUserProfile, forced) and keep its user token
 * in the 7-day cookie, from which the HTTP client sends the `UserToken` header. Resolves with the
 * token, or undefined.
 */
export async function syncUserToken(b: Bridge, timeoutMs = APP_CONFIG_TIMEOUT_MS): Promise<string | undefined> {
  const profile = await withTimeout(bridgeProfileFetcher(b)(), timeoutMs);
  const token = profile?.userToken;
  if (token) writeUserToken(token);
  return token;
}
