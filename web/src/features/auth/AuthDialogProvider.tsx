import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { isLoginRedirectPending } from '../../api/loginRedirect';
import { AuthDialogContext, type AuthTab } from './authDialogContext';

// the dialog (and its form) is loaded at the first open: it is not on the first page's path
const AuthDialog = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  const [wanted, setWanted] = useState(false);
  const value = useMemo(() => ({
    openAuth: (next: AuthTab) => {
      // a 10007 of a logged-in session is already on its way to the login page
      if (isLoginRedirectPending()) return;
      setTab(next);
      setWanted(true);
      setOpen(true);
    },
  }), []);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <AuthDialog open={open} tab={tab} onOpenChange={setOpen} onTabChange={setTab} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
