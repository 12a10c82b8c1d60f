import { api, ApiError, NOT_LOGGED_IN } from '../../api/client';

export interface Profile {
  id: number;
  email: string;
  user_type: string;
  is_islamic: boolean;
  banned: boolean;
  vip?: { is_vip: boolean; label_level: number };
}

export interface Credentials {
  email: string;
  password: string;
}

/** Logged in iff ret_code is 0 and result.id > 0; any failure means anonymous (logged only). */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    const profile = await api.get<Profile | null>('/v2/private/user/profile');
    return profile && profile.id > 0 ? profile : null;
  } catch (err) {
    if (!(err instanceof ApiError && err.code === NOT_LOGGED_IN)) console.info('profile not loaded', err);
    return null;
  }
}

export const login = (c: Credentials) => api.post<unknown>('/v2/public/user/login', c);
export const register = (c: Credentials) => api.post<unknown>('/v2/public/user/register', c);
export const logout = () => api.post<unknown>('/logout');
