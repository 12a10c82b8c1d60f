import { useMemo, useState, type ReactNode } from 'react';
import { isLoginRedirectPending } from '../../api/loginRedirect';
import { AuthDialog } from './AuthDialog';
import { AuthDialogContext, type AuthTab } from './authDialogContext';

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  const value = useMemo(() => ({
    openAuth: (next: AuthTab) => {
      // a 10007 of a logged-in session is already on its way to the login page
      if (isLoginRedirectPending()) return;
      setTab(next);
      setOpen(true);
    },
  }), []);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <AuthDialog open={open} tab={tab} onOpenChange={setOpen} onTabChange={setTab} />
    </AuthDialogContext.Provider>
  );
}
