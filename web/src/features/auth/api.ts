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

/**
 * A new password: the server ends every session of the user and answers a fresh one in the cookies
 * (the caller stays logged in), with the profile. No Idempotency-Key: a repeat is refused by the old
 * password.
 */
export const changePassword = (body: { old_password: string; new_password: string }) =>
  contract.post('/v2/private/user/change-password', body).then((r): { user: Profile } => r);
