import { useQuery } from '@tanstack/react-query';
import { fetchProfile, type Profile } from './api';

export const PROFILE_KEY = ['profile'] as const;

export interface Session {
  profile: Profile | null;
  isLoggedIn: boolean;
  isLoading: boolean;
}

/** The current user, shared through the query cache (one profile call per page load). */
export function useSession(): Session {
  const q = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, staleTime: Infinity });
  const profile = q.data ?? null;
  return { profile, isLoggedIn: profile !== null, isLoading: q.isPending };
}
