import { useMemo, useState, type ReactNode } from 'react';
import { AuthDialog } from './AuthDialog';
import { AuthDialogContext, type AuthTab } from './authDialogContext';

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  const value = useMemo(() => ({
    openAuth: (next: AuthTab) => {
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
