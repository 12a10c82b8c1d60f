import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

export function Toasts({ dir }: { dir: 'ltr' | 'rtl' }) {
  return (
    <Toaster
      dir={dir}
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: 'bot-toast' } }}
    />
  );
}
