/**
 * The venue-key calls (docs/VENUES.md "Your venue keys"): add (the venue checks the key first),
 * list (masked keys and their permissions), delete. The secret goes to the server once and is
 * never answered back; nothing of a key is kept in the browser.
 */
import { contract, type RequestBody, type Schemas } from '../../api/contract';

export const VENUE_KEYS_KEY = 'venue-keys';
export type VenueKey = Schemas['VenueKey'];
export type VenueKeyList = Schemas['VenueKeyList'];
export type AddVenueKey = RequestBody<'/v2/private/venue-keys/add'>;
export type Venue = VenueKey['venue'];

export const VENUES: Venue[] = ['binance', 'bybit', 'okx'];
/** Venues whose keys come with the passphrase chosen with the key. */
export const PASSPHRASE_VENUES: ReadonlySet<Venue> = new Set<Venue>(['okx']);
/** The permission names the server answers (never `withdraw`: such keys are refused). */
export const PERMISSIONS = ['read', 'trade', 'spot', 'futures', 'margin', 'options', 'transfer', 'withdraw'] as const;

export const listVenueKeys = (): Promise<VenueKeyList> => contract.post('/v2/private/venue-keys/list', {});
export const addVenueKey = (body: AddVenueKey): Promise<VenueKey> => contract.post('/v2/private/venue-keys/add', body);
export const deleteVenueKey = (id: string) => contract.post('/v2/private/venue-keys/delete', { id });
