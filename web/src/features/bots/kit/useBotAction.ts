import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { notify } from '../../../shell/toast';

/** A function that refetches these queries (what one bot's change makes stale). */
export function useInvalidate(keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

/**
 * The answer handlers of a bot dialog's call, spread into its useMutation: on success the toast
 * (`done`: a message id, or the text made from the answer), `refresh`, then `onClose`; on failure
 * the family's error message.
 */
export function useActionResult<R = unknown, V = unknown>({ done, refresh, onClose, errorMessage }: {
  done: string | ((res: R, vars: V) => string);
  refresh: () => void;
  onClose?: () => void;
  errorMessage: (err: Error) => string;
}) {
  const intl = useIntl();
  return {
    onSuccess: (res: R, vars: V) => {
      notify('success', typeof done === 'string' ? intl.formatMessage({ id: done }) : done(res, vars));
      refresh();
      onClose?.();
    },
    onError: (err: Error) => notify('fail', errorMessage(err)),
  };
}
