import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { notify } from '../../../shell/toast';
import type { Id } from './api';

/** A function that refetches these queries (what one bot's change makes stale). */
export function useInvalidate(keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

const IDEMPOTENCY_ANSWER_LOST = 10020;

interface ResultOptions<R, V> {
  /** the success toast: a message id, or the text made from the answer */
  done: string | ((res: R, vars: V) => string);
  refresh: () => void;
  onClose?: () => void;
  errorMessage: (err: Error) => string;
}

function actionHandlers<R, V>(intl: IntlShape, { done, refresh, onClose, errorMessage }: ResultOptions<R, V>) {
  return {
    onSuccess: (res: R, vars: V) => {
      notify('success', typeof done === 'string' ? intl.formatMessage({ id: done }) : done(res, vars));
      refresh();
      onClose?.();
    },
    onError: (err: Error) => {
      notify('fail', errorMessage(err));
      // applied once, its answer lost (10020): read the state again
      if (err instanceof ApiError && err.code === IDEMPOTENCY_ANSWER_LOST) refresh();
    },
  };
}

/**
 * The answer handlers of a bot dialog's call, spread into its useMutation: on success the toast
 * (`done`: a message id, or the text made from the answer), `refresh`, then `onClose`; on failure
 * the family's error message (and `refresh` when the call was applied but its answer lost, 10020).
 */
export function useActionResult<R = unknown, V = unknown>(options: ResultOptions<R, V>) {
  return actionHandlers(useIntl(), options);
}

/**
 * What every dialog of one bot shares: `intl`, the bot id, `refresh` (refetch the `staleKeys` of the
 * bot) and `result(done, onClose)`, the answer handlers of its call with the family's `errorText`.
 */
export function useBotDialog(
  id: Id, staleKeys: (botId: string) => readonly QueryKey[], errorText: (intl: IntlShape, err: Error) => string,
) {
  const intl = useIntl();
  const botId = String(id);
  const refresh = useInvalidate(staleKeys(botId));
  const result = <R = unknown, V = unknown>(done: ResultOptions<R, V>['done'], onClose?: () => void) =>
    actionHandlers<R, V>(intl, { done, refresh, onClose, errorMessage: (err) => errorText(intl, err) });
  return { intl, botId, refresh, result };
}
