import { createElement } from 'react';
import { FailIcon, SuccessIcon, WarnIcon } from './icons';

export type ToastKind = 'warn' | 'fail' | 'success';

/** SPEC §2 / §9: a toast is shown for 2 seconds. */
export const TOAST_DURATION_MS = 2000;

const ICONS = { warn: WarnIcon, fail: FailIcon, success: SuccessIcon } as const;

type Sonner = typeof import('sonner');

// The toast library is only needed once something is shown: it is loaded at the first toast
// (its own chunk, kept out of the first page), and the Toaster mounts then (shell/Toasts.tsx).
// A toast created before the Toaster subscribes is replayed to it by sonner.
let sonner: Promise<Sonner> | undefined;
const wantedListeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    wantedListeners.forEach((listener) => listener());
  }
  return sonner;
}

/** Whether a toast was shown yet (the Toaster mounts from then on). */
export function toastsWanted(): boolean {
  return sonner !== undefined;
}

export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Show a toast with a warn/fail/success icon, a message and an optional description. */
export function notify(kind: ToastKind, message: string, description?: string): void {
  const options = {
    description,
    duration: TOAST_DURATION_MS,
    icon: createElement(ICONS[kind]),
    className: `toast-${kind}`,
  };
  void loadSonner().then(({ toast }) => {
    if (kind === 'success') toast.success(message, options);
    else if (kind === 'fail') toast.error(message, options);
    else toast.warning(message, options);
  });
}
