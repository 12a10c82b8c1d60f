import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from './ui';

/** A form input is checked this long after the last key stroke. */
export const CHECK_DEBOUNCE_MS = 400;
/** The market moves: the check (and what it estimates) is refreshed this often. */
export const CHECK_REFRESH_MS = 10_000;

/**
 * A create form's server check: the input is checked once typing settles, then again every
 * {@link CHECK_REFRESH_MS}; while a new check runs the last answer stays (as a placeholder).
 * `settling` is true while the typed input is not yet the checked one.
 */
export function useCheckedInput<I, R>(key: string, input: I | null, check: (input: I) => Promise<R>) {
  const debounced = useDebounced(input, CHECK_DEBOUNCE_MS);
  const settling = JSON.stringify(input) !== JSON.stringify(debounced);
  const query = useQuery({
    queryKey: [key, debounced],
    queryFn: () => check(debounced!),
    enabled: !!debounced,
    placeholderData: keepPreviousData,
    refetchInterval: CHECK_REFRESH_MS,
  });
  return { query, settling };
}
