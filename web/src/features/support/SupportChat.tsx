import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { localeFromPath as pageLocaleFromPath } from '../../platform/locale';
import { writeAnalyticsUser } from '../../shell/topnav/navCache';
import { useSession } from '../auth/session';
import { scheduleSupportChat, type ChatStarter } from './controller';
import { SupportChatContext } from './supportContext';

// not loaded at first: the widget is its own chunk, fetched when the chat starts
const SupportWidget = lazy(() => import('./SupportWidget'));

export interface ChatUser {
  id: number;
  email?: string;
}

interface Pushed {
  language: string;
  user: ChatUser | null;
}

/**
 * Owns the support chat (SPEC §4): schedules its start 10 s after load outside the app, pushes the
 * language and user info to it once started (and again when they change), re-sets the header's
 * user info 100 ms later, and lets the header open it at once.
 */
export function SupportChatProvider({ locale, inApp, children }: { locale: Locale; inApp: boolean; children: ReactNode }) {
  const { profile, isLoading } = useSession();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [pushed, setPushed] = useState<Pushed | null>(null);
  const starter = useRef<ChatStarter | null>(null);
  // the latest values, read by the scheduler's callbacks
  const current = useRef<{ language: string; user: ChatUser | null; userId: number | null; known: boolean }>({
    language: locale, user: null, userId: null, known: false,
  });
  current.current = {
    language: pageLocaleFromPath(window.location.pathname) || locale,
    user: profile ? { id: profile.id, email: profile.email } : null,
    userId: profile?.id ?? null,
    known: !isLoading,
  };

  useEffect(() => {
    const s = scheduleSupportChat({
      inApp,
      init: () => setLoaded(true),
      afterInit: () => setPushed({ language: current.current.language, user: current.current.user }),
      resetHeaderUser: () => {
        if (current.current.known) writeAnalyticsUser(current.current.userId);
      },
    });
    starter.current = s;
    return () => s.cancel();
  }, [inApp]);

  // after the start, later changes (the profile arriving) are pushed too
  const userKey = profile ? `${profile.id}:${profile.email}` : '';
  useEffect(() => {
    if (!starter.current?.started) return;
    setPushed({ language: current.current.language, user: current.current.user });
  }, [userKey, locale]);

  const api = useMemo(() => ({
    available: !inApp,
    open: () => {
      setOpen(true);
      void starter.current?.startNow();
    },
  }), [inApp]);

  return (
    <SupportChatContext.Provider value={api}>
      {children}
      {loaded && pushed && (
        <Suspense fallback={null}>
          <SupportWidget language={pushed.language} user={pushed.user} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </SupportChatContext.Provider>
  );
}
