import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError, NOT_LOGGED_IN } from '../../../api/client';
import { notify } from '../../../shell/toast';

/**
 * A create page's create call, the same for every family: on success a toast, the bot lists and
 * balances (and `refresh`) refetched, then the new bot's detail page; on failure the family's error
 * message, and `onLoggedOut` when the session had ended (a page that keeps a draft saves it there).
 */
export function useCreateBot<V, R>({ create, createdId, detailPath, errorMessage, refresh = [], onCreated, onLoggedOut }: {
  create: (vars: V) => Promise<R>;
  /** The message id of the success toast. */
  createdId: string;
  detailPath: (res: R) => string;
  errorMessage: (err: Error) => string;
  refresh?: string[][];
  /** Runs first on success (a page closes its confirmation dialog). */
  onCreated?: () => void;
  onLoggedOut?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: (res: R) => {
      onCreated?.();
      notify('success', intl.formatMessage({ id: createdId }));
      for (const queryKey of [['bots'], ['balances'], ...refresh]) void client.invalidateQueries({ queryKey });
      navigate(detailPath(res));
    },
    onError: (err: Error) => {
      notify('fail', errorMessage(err));
      if (onLoggedOut && err instanceof ApiError && err.code === NOT_LOGGED_IN) onLoggedOut();
    },
  });
}
