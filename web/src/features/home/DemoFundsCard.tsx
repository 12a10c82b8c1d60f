import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, NOT_LOGGED_IN } from '../../api/client';
import { errorMessageId } from '../../api/errorMessage';
import { useAuthDialog } from '../auth/authDialogContext';
import { notify } from '../../shell/toast';
import { DEMO_AMOUNT, DEMO_COIN, fetchFundBalances, requestDemoFunds } from './api';
import { formatAmount } from './format';

export const BALANCES_KEY = ['balances', 'FUND'] as const;

export function DemoFundsCard() {
  const intl = useIntl();
  const client = useQueryClient();
  const { openAuth } = useAuthDialog();
  const balances = useQuery({ queryKey: BALANCES_KEY, queryFn: fetchFundBalances });
  const amount = formatAmount(DEMO_AMOUNT, intl.locale, 0);
  const demo = useMutation({
    mutationFn: requestDemoFunds,
    onSuccess: () => {
      notify('success', intl.formatMessage({ id: 'funds.demoSuccess' }, { amount, coin: DEMO_COIN }));
      return client.invalidateQueries({ queryKey: BALANCES_KEY });
    },
    onError: (err) => {
      notify('fail', intl.formatMessage({ id: errorMessageId(err) }));
      // SPEC §4 login expiry: 10007 sends the user to log in (here: the login modal)
      if (err instanceof ApiError && err.code === NOT_LOGGED_IN) openAuth('login');
    },
  });
  const list = balances.data ?? [];

  return (
    <section className="card flex min-w-0 flex-col" data-testid="demo-funds">
      <h2 className="card-title"><FormattedMessage id="funds.title" /></h2>
      <p className="mt-1 text-xs text-muted"><FormattedMessage id="funds.paperNote" /></p>
      <table className="balances mt-3" data-testid="fund-balances">
        <thead>
          <tr>
            <th><FormattedMessage id="funds.coin" /></th>
            <th className="text-end"><FormattedMessage id="funds.available" /></th>
            <th className="text-end"><FormattedMessage id="funds.locked" /></th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.coin} data-testid={`balance-${b.coin}`}>
              <td className="font-medium">{b.coin}</td>
              <td className="text-end tabular-nums">{formatAmount(b.free, intl.locale)}</td>
              <td className="text-end tabular-nums text-muted">{formatAmount(b.locked, intl.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {balances.isPending && <p className="py-3 text-sm text-muted"><FormattedMessage id="common.loading" /></p>}
      {balances.isError && <p className="py-3 text-sm text-down"><FormattedMessage id="funds.loadError" /></p>}
      {balances.isSuccess && list.length === 0 && (
        <p className="py-3 text-sm text-muted"><FormattedMessage id="funds.empty" /></p>
      )}
      <button type="button" className="btn-primary mt-4 h-10" data-testid="demo-funds-button"
        disabled={demo.isPending} onClick={() => demo.mutate()}>
        <FormattedMessage id="funds.getDemo" values={{ amount, coin: DEMO_COIN }} />
      </button>
    </section>
  );
}
