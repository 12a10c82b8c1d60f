import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToastsWanted, TOAST_DURATION_MS, toastsWanted } from './toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The toast area; mounted (with the toast library) at the first toast. */
export function Toasts({ dir }: { dir: 'ltr' | 'rtl' }) {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        dir={dir}
        theme="dark"
        position="top-center"
        duration={TOAST_DURATION_MS}
        toastOptions={{ classNames: { toast: 'bot-toast' } }}
      />
    </Suspense>
  );
}
