import { createElement } from 'react';
import { toast } from 'sonner';
import { FailIcon, SuccessIcon, WarnIcon } from './icons';

export type ToastKind = 'warn' | 'fail' | 'success';

/** SPEC §2 / §9: a toast is shown for 2 seconds. */
export const TOAST_DURATION_MS = 2000;

const ICONS = { warn: WarnIcon, fail: FailIcon, success: SuccessIcon } as const;

/** Show a toast with a warn/fail/success icon, a message and an optional description. */
export function notify(kind: ToastKind, message: string, description?: string): string | number {
  const options = {
    description,
    duration: TOAST_DURATION_MS,
    icon: createElement(ICONS[kind]),
    className: `toast-${kind}`,
  };
  if (kind === 'success') return toast.success(message, options);
  if (kind === 'fail') return toast.error(message, options);
  return toast.warning(message, options);
}
