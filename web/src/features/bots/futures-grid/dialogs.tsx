import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fmtAmount, fmtPercent, fmtPrice } from '../kit/format';
import { parseDecimal, percentToRatio, ratioToPercent } from '../kit/math';
import { FormButtons, FormDialog } from '../kit/DialogButtons';
import { Modal } from '../kit/Modal';
import { NumberField, Row } from '../kit/ui';
import {
  addMargin, closeFgrid, fetchFgridBalance, updateTpSl, updateTrailingStop, withdrawFgridProfit, type FgridDetail,
} from './api';
import { fgridErrorMessage } from './errors';
import { gridModeOf } from './labels';
import { tpSlFromDetail, tpSlUpdateBody, unitsForMode, type TpSlValues } from './tpsl';
import { TpSlField, TrailingField } from './ui';
import { useBotDialog } from '../kit/useBotAction';

export const fgridDetailKey = (botId: string) => ['fgrid-detail', botId] as const;

interface DialogProps {
  detail: FgridDetail;
  decimals: number;
  onClose: () => void;
}

const staleKeys = (botId: string) => [fgridDetailKey(botId), ['fgrid-open-orders', botId], ['fgrid-balance'], ['bots']];

/** The bot, its refresh and answer handlers with the error texts at the bot's price precision. */
function useFgridDialog(d: FgridDetail, decimals: number) {
  return useBotDialog(d.bot_id, staleKeys, (intl, err) => fgridErrorMessage(intl, err, {
    priceDecimals: decimals, quote: d.quote_token, base: d.base_token,
  }));
}

/** Add margin from the funding account (add-margin); shows the new liquidation price it answers with. */
export function AddMarginDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFgridDialog(detail, decimals);
  const balance = useQuery({ queryKey: ['fgrid-balance'], queryFn: fetchFgridBalance });
  const [amount, setAmount] = useState('');
  const [newLiq, setNewLiq] = useState<string | null>(null);
  const quote = detail.quote_token;
  const value = parseDecimal(amount);
  const max = parseDecimal(balance.data?.available_balance ?? '');
  const valid = !!value && value.gt(0) && (!max || value.lte(max));
  const liq = (v: unknown) => (parseDecimal(v ? String(v) : '')?.gt(0) ? fmtPrice(v, intl.locale, decimals) : '--');

  // the toast's text also keeps the new liquidation price, which the dialog then shows (it stays open)
  const submit = useMutation({
    mutationFn: () => addMargin(botId, value!.toFixed()),
    ...result<{ liquidation_price?: unknown } | undefined>((res) => {
      const lp = res?.liquidation_price ?? '';
      setNewLiq(String(lp));
      return intl.formatMessage({ id: 'fgrid.addMargin.done' }, {
        amount: fmtAmount(value!.toFixed(), intl.locale, 8), coin: quote, price: liq(lp),
      });
    }),
  });

  return (
    <Modal title={<FormattedMessage id="fgrid.addMargin.title" />} description={<FormattedMessage id="fgrid.addMargin.description" />}
      onClose={onClose} testId="add-margin-dialog">
      {newLiq !== null ? (
        <div className="mt-4 flex flex-col gap-4" data-testid="add-margin-result">
          <dl className="summary">
            <Row label={<FormattedMessage id="fgrid.addMargin.added" />}>{`${fmtAmount(value?.toFixed() ?? '', intl.locale, 8)} ${quote}`}</Row>
            <Row label={<FormattedMessage id="fgrid.addMargin.newLiq" />} testId="add-margin-new-liq">{liq(newLiq)}</Row>
          </dl>
          <div className="flex justify-end">
            <button type="button" className="btn-primary h-10 px-6" data-testid="add-margin-done" onClick={onClose}>
              <FormattedMessage id="common.close" />
            </button>
          </div>
        </div>
      ) : (
        <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); if (valid) submit.mutate(); }}>
          <dl className="summary">
            <Row label={<FormattedMessage id="fgrid.detail.liqPrice" />} testId="add-margin-liq">{liq(detail.liquidation_price)}</Row>
            <Row label={<FormattedMessage id="fgrid.detail.investment" />}>{`${fmtAmount(detail.total_investment, intl.locale, 8)} ${quote}`}</Row>
          </dl>
          <NumberField name="margin_amount" label={<FormattedMessage id="fgrid.addMargin.amount" />} value={amount} onChange={setAmount}
            suffix={quote} invalid={!!amount && !valid}
            hint={(
              <span className="flex items-center justify-between gap-2 text-xs">
                <span data-testid="add-margin-available">
                  <FormattedMessage id="form.available" values={{
                    amount: <bdi dir="ltr">{fmtAmount(balance.data?.available_balance ?? '', intl.locale, 8)}</bdi>, coin: quote,
                  }} />
                </span>
                {max && max.gt(0) && (
                  <button type="button" className="link-btn" onClick={() => setAmount(max.toFixed())}><FormattedMessage id="form.max" /></button>
                )}
              </span>
            )} />
          <p className="text-xs text-muted"><FormattedMessage id="fgrid.addMargin.note" /></p>
          <FormButtons busy={submit.isPending} disabled={!valid}
            submitId="fgrid.addMargin.submit" testId="add-margin-submit" onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}

/** Withdraw profit (withdraw-profit), bounded by the detail's withdrawable_amount. */
export function FgridWithdrawDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFgridDialog(detail, decimals);
  const quote = detail.quote_token;
  const max = parseDecimal(detail.withdrawable_amount ?? '');
  const [amount, setAmount] = useState(() => (max && max.gt(0) ? max.toFixed() : ''));
  const value = parseDecimal(amount);
  const valid = !!value && value.gt(0) && !!max && value.lte(max);

  const submit = useMutation({
    mutationFn: () => withdrawFgridProfit(botId, value!.toFixed()),
    ...result<{ amount?: string } | undefined>((res) => intl.formatMessage({ id: 'withdraw.done' }, {
      amount: fmtAmount(res?.amount ?? value!.toFixed(), intl.locale, 8), coin: quote,
    }), onClose),
  });

  return (
    <FormDialog name="withdraw" titleId="withdraw.title" descriptionId="fgrid.withdraw.description" submitId="withdraw.submit"
      busy={submit.isPending} disabled={!valid} onSubmit={() => { if (valid) submit.mutate(); }} onClose={onClose}>
      <dl className="summary">
        <Row label={<FormattedMessage id="detail.gridProfit" />}>{`${fmtAmount(detail.grid_profit, intl.locale, 8)} ${quote}`}</Row>
        <Row label={<FormattedMessage id="detail.withdrawn" />}>{`${fmtAmount(detail.cum_withdrew_amount ?? '0', intl.locale, 8)} ${quote}`}</Row>
        <Row label={<FormattedMessage id="withdraw.withdrawable" />} testId="withdrawable">
          {`${fmtAmount(detail.withdrawable_amount ?? '0', intl.locale, 8)} ${quote}`}
        </Row>
      </dl>
      <NumberField name="withdraw_amount" label={<FormattedMessage id="withdraw.amount" />} value={amount} onChange={setAmount}
        suffix={quote} invalid={!!amount && !valid}
        hint={max && max.gt(0) ? (
          <button type="button" className="link-btn self-end text-xs" onClick={() => setAmount(max.toFixed())}>
            <FormattedMessage id="form.max" />
          </button>
        ) : <span className="text-xs" data-testid="withdraw-nothing"><FormattedMessage id="withdraw.nothing" /></span>} />
      {!!amount && value && max && value.gt(max) && (
        <p className="text-sm text-down" data-testid="withdraw-too-much">
          <FormattedMessage id="fgrid.withdraw.tooMuch" values={{ max: `${fmtAmount(max.toFixed(), intl.locale, 8)} ${quote}` }} />
        </p>
      )}
    </FormDialog>
  );
}

/** Edit take profit / stop loss (update-fgrid-tpsl) in either unit; NEUTRAL grids in percent only. */
export function TpSlDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFgridDialog(detail, decimals);
  const mode = gridModeOf(detail.grid_mode) ?? 'NEUTRAL';
  const allowPrice = mode !== 'NEUTRAL';
  const [values, setValues] = useState<TpSlValues>(() => unitsForMode(tpSlFromDetail(detail), mode));
  const set = (patch: Partial<TpSlValues>) => setValues((v) => ({ ...v, ...patch }));
  const quote = detail.quote_token;

  const submit = useMutation({
    mutationFn: () => updateTpSl(botId, tpSlUpdateBody(unitsForMode(values, mode))),
    ...result('fgrid.tpsl.done', onClose),
  });

  return (
    <FormDialog name="tpsl" titleId="fgrid.tpsl.title" descriptionId="fgrid.tpsl.description" submitId="fgrid.tpsl.submit"
      busy={submit.isPending} onSubmit={() => submit.mutate()} onClose={onClose}>
      <dl className="summary">
        <Row label={<FormattedMessage id="fgrid.detail.lastPrice" />}>{fmtPrice(detail.last_price, intl.locale, decimals)}</Row>
        <Row label={<FormattedMessage id="fgrid.detail.liqPrice" />}>
          {parseDecimal(detail.liquidation_price ?? '')?.gt(0) ? fmtPrice(detail.liquidation_price, intl.locale, decimals) : '--'}
        </Row>
        <Row label={<FormattedMessage id="fgrid.detail.pnl" />}>{fmtPercent(detail.pnl_per, intl.locale, true)}</Row>
      </dl>
      <div className="form-2col">
        <TpSlField name="edit_take_profit" label={<FormattedMessage id="fgrid.form.takeProfit" />} value={values.tp}
          unit={values.tpUnit} allowPrice={allowPrice} quote={quote} onChange={(v) => set({ tp: v })}
          onUnit={(u) => set({ tpUnit: u, tp: '' })} />
        <TpSlField name="edit_stop_loss" label={<FormattedMessage id="fgrid.form.stopLoss" />} value={values.sl}
          unit={values.slUnit} allowPrice={allowPrice} quote={quote} onChange={(v) => set({ sl: v })}
          onUnit={(u) => set({ slUnit: u, sl: '' })} />
      </div>
      <p className="text-xs text-muted">
        <FormattedMessage id={allowPrice ? 'fgrid.form.tpslHint' : 'fgrid.form.tpslNeutralHint'} />{' '}
        <FormattedMessage id="fgrid.tpsl.clearHint" />
      </p>
    </FormDialog>
  );
}

/** Edit the trailing stop (update-trailing-stop; 0 removes it). */
export function TrailingStopDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFgridDialog(detail, decimals);
  const current = parseDecimal(detail.trailing_stop_per ?? '');
  const [text, setText] = useState(() => (current && current.gt(0) ? ratioToPercent(current.toFixed()) : ''));
  const ratio = percentToRatio(text);
  const valid = text.trim() === '' || (!!ratio && !!parseDecimal(ratio)?.gte(0));

  const submit = useMutation({
    mutationFn: (value: string) => updateTrailingStop(botId, value),
    ...result<unknown, string>(
      (_res, value) => intl.formatMessage({ id: parseDecimal(value)?.gt(0) ? 'fgrid.trailing.done' : 'fgrid.trailing.removed' }), onClose,
    ),
  });

  return (
    <FormDialog name="trailing" titleId="fgrid.trailing.title" descriptionId="fgrid.trailing.description"
      submitId="fgrid.trailing.submit" busy={submit.isPending} disabled={!valid} onSubmit={() => { if (valid) submit.mutate(ratio ?? '0'); }}
      onClose={onClose} aside={current && current.gt(0) ? (
        <button type="button" className="link-btn text-sm" data-testid="trailing-remove" disabled={submit.isPending}
          onClick={() => submit.mutate('0')}>
          <FormattedMessage id="fgrid.trailing.remove" />
        </button>
      ) : <span />}>
      <dl className="summary">
        <Row label={<FormattedMessage id="detail.equity" />}>{`${fmtAmount(detail.equity, intl.locale, 4)} ${detail.quote_token}`}</Row>
        <Row label={<FormattedMessage id="detail.tsExitEquity" />}>
          {parseDecimal(detail.trailing_stop_exit_equity ?? '')?.gt(0)
            ? `${fmtAmount(detail.trailing_stop_exit_equity, intl.locale, 4)} ${detail.quote_token}` : '--'}
        </Row>
      </dl>
      <TrailingField name="edit_trailing_stop" value={text} onChange={setText} invalid={!valid} />
    </FormDialog>
  );
}

/** Close: cancel every order, close the position at market, return the USDT (fgrid-bot-close). */
export function FgridCloseDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFgridDialog(detail, decimals);
  const close = useMutation({ mutationFn: () => closeFgrid(botId), ...result('close.done', onClose) });
  const size = parseDecimal(detail.current_position ?? '');
  return (
    <FormDialog name="close" titleId="close.title" descriptionId="fgrid.close.description" submitId="close.submit" danger
      busy={close.isPending} onSubmit={() => close.mutate()} onClose={onClose}>
      <ol className="flex list-decimal flex-col gap-1 ps-5 text-sm" data-testid="close-steps">
        <li><FormattedMessage id="fgrid.close.step1" /></li>
        <li><FormattedMessage id="fgrid.close.step2" /></li>
        <li><FormattedMessage id="fgrid.close.step3" /></li>
      </ol>
      <dl className="summary">
        <Row label={<FormattedMessage id="fgrid.detail.positionSize" />}>
          {size && !size.isZero() ? `${fmtAmount(size.abs().toFixed(), intl.locale, 8)} ${detail.base_token}` : '--'}
        </Row>
        <Row label={<FormattedMessage id="fgrid.detail.unrealisedPnl" />}>{`${fmtAmount(detail.unrealised_pnl, intl.locale, 4, true)} ${detail.quote_token}`}</Row>
        <Row label={<FormattedMessage id="detail.equity" />}>{`${fmtAmount(detail.equity, intl.locale, 4)} ${detail.quote_token}`}</Row>
      </dl>
      <p className="notice text-xs"><FormattedMessage id="fgrid.close.note" /></p>
    </FormDialog>
  );
}
