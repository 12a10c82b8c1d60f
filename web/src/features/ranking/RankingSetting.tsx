import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../api/errorMessage';
import { notify } from '../../shell/toast';
import { fetchRankingSettings, RANKING_KEY, RANKING_SETTINGS_KEY, saveRankingSettings } from './api';

/** The logged-in user's choice: may their bots be listed (under the masked name shown)? */
export function RankingSetting() {
  const intl = useIntl();
  const client = useQueryClient();
  const q = useQuery({ queryKey: [RANKING_SETTINGS_KEY], queryFn: fetchRankingSettings });
  const save = useMutation({
    mutationFn: saveRankingSettings,
    onSuccess: (data) => {
      client.setQueryData([RANKING_SETTINGS_KEY], data);
      return client.invalidateQueries({ queryKey: [RANKING_KEY] });
    },
    onError: (err) => notify('fail', intl.formatMessage({ id: errorMessageId(err) })),
  });
  if (!q.data) return null;
  const listed = save.isPending && save.variables !== undefined ? save.variables : q.data.listed;
  return (
    <label className="flex items-center gap-2 text-xs" data-testid="ranking-setting">
      <input type="checkbox" checked={listed} disabled={save.isPending} data-testid="ranking-listed"
        onChange={(e) => save.mutate(e.target.checked)} />
      <span><FormattedMessage id="ranking.listMine" values={{ name: q.data.nick_name }} /></span>
    </label>
  );
}
