import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog, DialogButtons } from '../kit/DialogButtons';
import { fmtAmount } from '../kit/format';
import { parseDecimal, percentToRatio, ratioToPercent } from '../kit/math';
import { Modal } from '../kit/Modal';
import { NumberField, Row } from '../kit/ui';
import { closeFmart, updateFmart, type FmartDetail, type FmartUpdate } from './api';
import { fmartErrorMessage } from './errors';
import { useBotDialog } from '../kit/useBotAction';

export const fmartDetailKey = (botId: string) => ['fmart-detail', botId] as const;

interface DialogProps {
  detail: FmartDetail;
  decimals: number;
  onClose: () => void;
}

const staleKeys = (botId: string) => [fmartDetailKey(botId), ['fmart-open-orders', botId], ['fmart-rounds', botId], ['bots'], ['balances']];

/** The bot, its refresh and answer handlers with the error texts at the bot's price precision. */
function useFmartDialog(d: FmartDetail, decimals: number) {
  return useBotDialog(d.bot_id, staleKeys, (intl, err) => fmartErrorMessage(intl, err, { priceDecimals: decimals, quote: d.quote_token }));
}

/** The update-fmart-bot body of the dialog: only what changed (SL in % sent as a ratio, "" removes it). */
export function modifyBody(d: FmartDetail, autoCycle: boolean, slPct: string, addMargin: string): FmartUpdate {
  const body: FmartUpdate = {};
  if (autoCycle !== (d.auto_cycle === 'ENABLED')) body.auto_cycle_toggle = autoCycle ? 1 : 2;
  const before = parseDecimal(d.sl_per ?? '')?.gt(0) ? ratioToPercent(d.sl_per) : '';
  const sl = parseDecimal(slPct);
  if ((sl?.gt(0) ? sl.toFixed() : '') !== before) body.sl_percent = sl?.gt(0) ? (percentToRatio(slPct) ?? '') : '';
  const margin = parseDecimal(addMargin);
  if (margin?.gt(0)) body.add_margin = margin.toFixed();
  return body;
}

/** Modify a running martingale: auto-cycle, stop loss, margin added from the funding account. */
export function FmartModifyDialog({ detail, decimals, onClose }: DialogProps) {
  const { intl, botId, result } = useFmartDialog(detail, decimals);
  const quote = detail.quote_token;
  const [autoCycle, setAutoCycle] = useState(detail.auto_cycle === 'ENABLED');
  const [slPct, setSlPct] = useState(parseDecimal(detail.sl_per ?? '')?.gt(0) ? ratioToPercent(detail.sl_per) : '');
  const [addMargin, setAddMargin] = useState('');
  const body = modifyBody(detail, autoCycle, slPct, addMargin);
  const save = useMutation({ mutationFn: () => updateFmart(botId, body), ...result('modify.done', onClose) });
  return (
    <Modal title={<FormattedMessage id="fmart.modify.title" />} description={<FormattedMessage id="fmart.modify.description" />}
      onClose={onClose} testId="modify-dialog">
      <div className="mt-4 flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" data-testid="modify-auto-cycle" checked={autoCycle} onChange={(e) => setAutoCycle(e.target.checked)} />
          <FormattedMessage id="fmart.form.autoCycle" />
        </label>
        <NumberField name="modify_sl_percent" label={intl.formatMessage({ id: 'fmart.form.sl' })} value={slPct} onChange={setSlPct}
          suffix="%" placeholder={intl.formatMessage({ id: 'common.optional' })}
          hint={<span className="text-xs text-muted"><FormattedMessage id="fmart.modify.slHint" /></span>} />
        <NumberField name="add_margin" label={intl.formatMessage({ id: 'fmart.modify.addMargin' })} value={addMargin}
          onChange={setAddMargin} suffix={quote}
          hint={<span className="text-xs text-muted"><FormattedMessage id="fmart.modify.addMarginHint" /></span>} />
        <dl className="summary">
          <Row label={<FormattedMessage id="fmart.detail.totalMargin" />}>{`${fmtAmount(detail.total_margin, intl.locale, 8)} ${quote}`}</Row>
        </dl>
      </div>
      <DialogButtons onCancel={onClose} onSubmit={() => save.mutate()} busy={save.isPending}
        disabled={Object.keys(body).length === 0} submitId="modify.submit" testId="modify-submit" />
    </Modal>
  );
}

/** Close: cancel the orders, close the position at market, return the USDT to the funding account. */
export function FmartCloseDialog({ detail, decimals, onClose }: DialogProps) {
  const { botId, result } = useFmartDialog(detail, decimals);
  const close = useMutation({ mutationFn: () => closeFmart(botId), ...result('close.done', onClose) });
  return (
    <ActionDialog name="close" titleId="close.title" submitId="close.submit" danger action={close} onClose={onClose}>
      <p className="mt-4 text-sm" data-testid="close-steps"><FormattedMessage id="fmart.close.steps" /></p>
    </ActionDialog>
  );
}
