import { ApiError } from '../../api/client';

/** The message of a copy's refusal (bot result codes 12000 + SPEC §8), or null for the generic ones. */
export function copyErrorId(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  switch (err.code) {
    case 12003:
      return 'ranking.error.balance';
    case 12005:
      return 'ranking.error.own';
    case 12006:
      return 'ranking.error.unavailable';
    case 12016:
      return 'ranking.error.closed';
    default:
      return null;
  }
}
