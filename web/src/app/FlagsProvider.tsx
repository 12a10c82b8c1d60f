import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../features/auth/session';
import { DEFAULT_FLAGS, fetchFlags, FlagsContext } from './flags';

/** Flags are per user: fetched once the session is known, keyed by the user id. */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const { profile, isLoading } = useSession();
  const q = useQuery({
    queryKey: ['flags', profile?.id ?? 0],
    queryFn: fetchFlags,
    enabled: !isLoading,
    staleTime: Infinity,
  });
  return <FlagsContext.Provider value={q.data ?? DEFAULT_FLAGS}>{children}</FlagsContext.Provider>;
}
