import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchWithdrawDetail, withdrawProfit } from '../kit/api';
import { gridErrorMessage } from '../kit/errors';
import { fmtAmount } from '../kit/format';
import { parseDecimal } from '../kit/math';
import { Modal } from '../kit/Modal';
import { NumberField, Row } from '../kit/ui';
import { FormButtons } from '../kit/DialogButtons';
import { useActionResult, useInvalidate } from '../kit/useBotAction';

/** Withdraw grid profit: get-withdraw-detail, then withdraw-profit with the chosen amount. */
export function WithdrawDialog({ gridId, onClose }: { gridId: string; onClose: () => void }) {
  const intl = useIntl();
  const info = useQuery({ queryKey: ['withdraw-detail', gridId], queryFn: () => fetchWithdrawDetail(gridId) });
  const [amount, setAmount] = useState('');
  const withdrawable = info.data?.withdrawable;
  const coin = info.data?.quote_token ?? '';

  useEffect(() => {
    if (withdrawable && parseDecimal(withdrawable)?.gt(0)) setAmount((a) => a || parseDecimal(withdrawable)!.toFixed());
  }, [withdrawable]);

  const value = parseDecimal(amount);
  const max = parseDecimal(withdrawable ?? '');
  const valid = !!value && value.gt(0) && !!max && value.lte(max);

  const submit = useMutation({
    mutationFn: () => withdrawProfit(gridId, value!.toFixed()),
    ...useActionResult<{ amount?: string } | undefined>({
      done: (res) => intl.formatMessage({ id: 'withdraw.done' }, { amount: fmtAmount(res?.amount ?? value!.toFixed(), intl.locale, 8), coin }),
      refresh: useInvalidate([['grid-detail', gridId]]), onClose,
      errorMessage: (err) => gridErrorMessage(intl, err, { priceDecimals: 2, quote: coin }),
    }),
  });

  return (
    <Modal title={<FormattedMessage id="withdraw.title" />} description={<FormattedMessage id="withdraw.description" />}
      onClose={onClose} testId="withdraw-dialog">
      {info.isPending ? (
        <p className="py-6 text-sm text-muted"><FormattedMessage id="common.loading" /></p>
      ) : info.isError ? (
        <p className="py-6 text-sm text-down">{gridErrorMessage(intl, info.error, { priceDecimals: 2, quote: coin })}</p>
      ) : (
        <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); if (valid) submit.mutate(); }}>
          <dl className="summary">
            <Row label={<FormattedMessage id="detail.gridProfit" />}>{fmtAmount(info.data.grid_profit, intl.locale, 8)} {coin}</Row>
            <Row label={<FormattedMessage id="detail.withdrawn" />}>{fmtAmount(info.data.cum_withdrew_amount, intl.locale, 8)} {coin}</Row>
            <Row label={<FormattedMessage id="withdraw.withdrawable" />} testId="withdrawable">
              {fmtAmount(info.data.withdrawable, intl.locale, 8)} {coin}
            </Row>
          </dl>
          <NumberField name="withdraw_amount" label={<FormattedMessage id="withdraw.amount" />} value={amount}
            onChange={setAmount} suffix={coin} invalid={!!amount && !valid}
            hint={max && max.gt(0) ? (
              <button type="button" className="link-btn self-end text-xs" onClick={() => setAmount(max.toFixed())}>
                <FormattedMessage id="form.max" />
              </button>
            ) : <span className="text-xs"><FormattedMessage id="withdraw.nothing" /></span>} />
          <FormButtons onCancel={onClose} busy={submit.isPending} disabled={!valid}
            submitId="withdraw.submit" testId="withdraw-submit" />
        </form>
      )}
    </Modal>
  );
}
