import { createContext, useContext } from 'react';

export type AuthTab = 'login' | 'register';

export interface AuthDialogApi {
  openAuth: (tab: AuthTab) => void;
}

export const AuthDialogContext = createContext<AuthDialogApi>({ openAuth: () => undefined });

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext);
}
