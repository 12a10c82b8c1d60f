import { ApiError, NOT_LOGGED_IN } from '../../api/client';
import { contract } from '../../api/contract';
import { setSessionLoggedIn } from '../../api/loginRedirect';

const PROFILE = '/v2/private/user/profile';

/** The profile fields the app reads (the contract's profile answer must fit it). */
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

/**
 * Logged in iff ret_code is 0 and result.id > 0; any failure means anonymous (logged only). The
 * profile probe never redirects to the login page itself; its answer tells the client whether a
 * later 10007 is a login expiry (api/loginRedirect.ts).
 */
export async function fetchProfile(): Promise<Profile | null> {
  let profile: Profile | null = null;
  try {
    const res = await contract.get<typeof PROFILE, Profile | null>(PROFILE, undefined, { loginRedirect: false, platform: 'pc' });
    profile = res && res.id > 0 ? res : null;
  } catch (err) {
    if (!(err instanceof ApiError && err.code === NOT_LOGGED_IN)) console.info('profile not loaded', err);
  }
  setSessionLoggedIn(profile !== null);
  return profile;
}

export const login = (c: Credentials) => contract.post('/v2/public/user/login', c);
export const register = (c: Credentials) => contract.post('/v2/public/user/register', c);
export const logout = () => contract.post('/logout');
