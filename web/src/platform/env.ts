/**
 * Where the page runs: inside the provider's native app, a phone browser (h5) or a desktop
 * browser (pc). This decides the Platform header (SPEC §7), whether the native bridge is
 * tried (SPEC §4) and whether header and footer are shown (SPEC §2).
 *
 * The native app marks its web view by a user-agent token `BotApp/{version}`
 * (e.g. `Mozilla/5.0 ... BotApp/3.7.0`); the version decides bridge support.
 */
import { MOBILE_MAX_WIDTH } from './constants';

export type Platform = 'app' | 'h5' | 'pc';

/** User-agent token of the native app's web view; group 1 is the app version. */
export const APP_UA_PATTERN = /\bBotApp\/(\d+(?:\.\d+)*)/i;
const MOBILE_UA_PATTERN = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS/i;

function defaultUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** The native app's version from the user agent, or undefined outside the app. */
export function appVersionFromUserAgent(ua: string = defaultUserAgent()): string | undefined {
  return APP_UA_PATTERN.exec(ua)?.[1];
}

export function isInApp(ua: string = defaultUserAgent()): boolean {
  return APP_UA_PATTERN.test(ua);
}

/** A phone user agent, or (when a width is known) a viewport of at most 767 px. */
export function isMobile(ua: string = defaultUserAgent(), width?: number): boolean {
  if (MOBILE_UA_PATTERN.test(ua)) return true;
  return width !== undefined && width <= MOBILE_MAX_WIDTH;
}

/** The Platform header value: app inside the native app, h5 on phones, pc otherwise. */
export function platformOf(ua: string = defaultUserAgent(), width?: number): Platform {
  if (isInApp(ua)) return 'app';
  return isMobile(ua, width) ? 'h5' : 'pc';
}
