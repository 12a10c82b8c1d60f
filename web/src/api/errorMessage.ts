import { ApiError, NETWORK_CODE, TIMEOUT_CODE } from './client';

/** Message id (in the locale files) for a failed call, by return code. */
export function errorMessageId(err: unknown): string {
  if (!(err instanceof ApiError)) return 'error.generic';
  switch (err.code) {
    case TIMEOUT_CODE:
      return 'error.timeout';
    case NETWORK_CODE:
      return 'error.network';
    case 10001:
      return fieldOf(err) === 'email' ? 'error.invalidEmail'
        : fieldOf(err) === 'password' ? 'error.invalidPassword' : 'error.invalidParam';
    case 10004:
      return 'error.wrongCredentials';
    case 10005:
      return 'error.emailTaken';
    case 10006:
      return 'error.tooManyAttempts';
    case 10007:
      return 'error.notLoggedIn';
    case 10009:
    case 33003:
      return 'error.noPermission';
    case 10016:
    case 10017:
      return 'error.serviceUnavailable';
    case 10018: // the action's Idempotency-Key was already used for another request: nothing applied
      return 'error.idempotencyReused';
    case 10019: // the first request with this key is still running: not applied twice
      return 'error.idempotencyBusy';
    case 10020: // applied once, its answer lost: the page reloads the state
      return 'error.idempotencyAnswerLost';
    default:
      return err.status !== undefined && err.status >= 500 && err.code === err.status ? 'error.serviceUnavailable' : 'error.generic';
  }
}

/** The failing field of a 10001 invalid-param error, if the server named one. */
export function fieldOf(err: ApiError): string | undefined {
  const field = (err.result as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}
