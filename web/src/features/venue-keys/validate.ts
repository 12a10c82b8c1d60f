import { PASSPHRASE_VENUES, type Venue } from './api';

export type KeyField = 'api_key' | 'secret' | 'passphrase' | 'label';
export interface KeyFormError { id: string; field?: KeyField }

/** The form as typed. */
export interface KeyForm { venue: Venue; apiKey: string; secret: string; passphrase: string; testnet: boolean; label: string }

const API_KEY = /^[A-Za-z0-9-]{16,128}$/;
const SECRET = /^[A-Za-z0-9_+/=-]{16,256}$/;
const PASSPHRASE = /^[\x21-\x7e]{1,64}$/;

/** The first problem of the form, by the server's own shape rules (api/models/venue_keys.py). */
export function validateKey(f: KeyForm): KeyFormError | null {
  if (!API_KEY.test(f.apiKey.trim())) return { id: 'venueKeys.error.apiKey', field: 'api_key' };
  if (!SECRET.test(f.secret.trim())) return { id: 'venueKeys.error.secret', field: 'secret' };
  if (PASSPHRASE_VENUES.has(f.venue) && !PASSPHRASE.test(f.passphrase)) return { id: 'venueKeys.error.passphrase', field: 'passphrase' };
  if (f.label.length > 64) return { id: 'venueKeys.error.label', field: 'label' };
  return null;
}
