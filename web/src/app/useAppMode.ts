import { useEffect, useState } from 'react';
import { useWindowWidth } from '../shell/useWindowWidth';
import { appModeOf, readBannerDismissed, writeBannerDismissed, type AppMode } from './appMode';
import { appBridge, fetchAppConfig, syncUserToken } from './bridge';

export interface AppModeState extends AppMode {
  dismissBanner: () => void;
}

/** The shell's app mode for this page (see appMode.ts); fetches the app config inside the app. */
export function useAppMode(): AppModeState {
  const width = useWindowWidth();
  const [appConfig, setAppConfig] = useState<unknown>(undefined);
  const [dismissedAt, setDismissedAt] = useState(() => readBannerDismissed());

  useEffect(() => {
    const b = appBridge();
    if (!b) return undefined;
    let live = true;
    void fetchAppConfig(b).then((c) => {
      if (live) setAppConfig(c);
    });
    void syncUserToken(b);
    return () => {
      live = false;
    };
  }, []);

  const mode = appModeOf({
    ua: navigator.userAgent,
    search: window.location.search,
    width,
    appConfig,
    bannerDismissedAt: dismissedAt,
  });
  return {
    ...mode,
    dismissBanner: () => {
      const now = Date.now();
      writeBannerDismissed(now);
      setDismissedAt(now);
    },
  };
}
