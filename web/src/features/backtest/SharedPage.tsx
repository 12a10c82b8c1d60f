import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { fetchShared } from './api';
import { labErrorMessage } from './errors';
import { ResultView } from './ResultView';

/** /tradingbot/backtest/shared/?token= : one run its owner shared, read-only, for anyone. */
export function SharedPage() {
  const intl = useIntl();
  const token = useSearchParams()[0].get('token') ?? '';
  const q = useQuery({ queryKey: ['backtest-shared', token], queryFn: () => fetchShared(token), enabled: !!token, retry: false });
  return (
    <div className="mx-auto flex max-w-[1000px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4" data-testid="lab-shared-page">
      <section className="card flex flex-col gap-1">
        <h1 className="text-lg font-semibold"><FormattedMessage id="lab.shared.title" /></h1>
        <p className="text-sm text-muted"><FormattedMessage id="lab.shared.note" /></p>
      </section>
      {!token || q.isError ? (
        <section className="card text-sm text-down" role="alert" data-testid="lab-shared-missing">
          {q.isError ? labErrorMessage(intl, q.error) : <FormattedMessage id="lab.shared.missing" />}
        </section>
      ) : q.data ? <ResultView result={q.data} /> : (
        <section className="card text-sm text-muted"><FormattedMessage id="common.loading" /></section>
      )}
    </div>
  );
}
