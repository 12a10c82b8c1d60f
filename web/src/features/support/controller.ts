/**
 * When the support chat starts (SPEC §4 "Support chat bot", §9 constants): it is not loaded at
 * first; outside the native app it is initialised 10 s after page load, then given the current
 * language and user info; 100 ms later the header's user info is set again (the chat must not
 * leave the header with stale user data). Inside the app it never starts by itself.
 */
import { CHAT_DELAY_MS, HEADER_RESET_MS } from '../../platform/constants';

export interface ChatScheduleOptions {
  inApp: boolean;
  /** Load and mount the chat (may be async: the widget is its own chunk). */
  init: () => void | Promise<void>;
  /** Push the current language and user info to the chat. */
  afterInit: () => void;
  /** Re-set the header's user info. */
  resetHeaderUser: () => void;
  delayMs?: number;
  resetMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  log?: (message: string, detail?: unknown) => void;
}

/** Start the chat once, at once (the user asked for it) or by the timer; idempotent. */
export interface ChatStarter {
  /** Start now (e.g. the header's help button); resolves when started. */
  startNow(): Promise<void>;
  /** Cancel the pending timers. */
  cancel(): void;
  readonly started: boolean;
}

export function scheduleSupportChat(opts: ChatScheduleOptions): ChatStarter {
  const setT = opts.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = opts.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  const log = opts.log ?? ((m, d) => console.warn(m, d));
  let started = false;
  let starting: Promise<void> | undefined;
  let timer: unknown;
  let resetTimer: unknown;

  const start = (): Promise<void> => {
    if (starting) return starting;
    if (timer !== undefined) {
      clearT(timer);
      timer = undefined;
    }
    starting = Promise.resolve()
      .then(() => opts.init())
      .then(() => {
        started = true;
        opts.afterInit();
        resetTimer = setT(() => {
          resetTimer = undefined;
          opts.resetHeaderUser();
        }, opts.resetMs ?? HEADER_RESET_MS);
      })
      .catch((err: unknown) => {
        starting = undefined;
        log('support chat failed to start', err);
      });
    return starting;
  };

  if (!opts.inApp) {
    timer = setT(() => {
      timer = undefined;
      void start();
    }, opts.delayMs ?? CHAT_DELAY_MS);
  }

  return {
    startNow: start,
    cancel: () => {
      if (timer !== undefined) clearT(timer);
      if (resetTimer !== undefined) clearT(resetTimer);
      timer = undefined;
      resetTimer = undefined;
    },
    get started() {
      return started;
    },
  };
}
