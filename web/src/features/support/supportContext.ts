import { createContext, useContext } from 'react';

export interface SupportChatApi {
  /** False inside the native app (the chat does not run there). */
  available: boolean;
  /** Start the chat now (if needed) and open its panel. */
  open: () => void;
}

export const SupportChatContext = createContext<SupportChatApi>({ available: false, open: () => undefined });

export function useSupportChat(): SupportChatApi {
  return useContext(SupportChatContext);
}
