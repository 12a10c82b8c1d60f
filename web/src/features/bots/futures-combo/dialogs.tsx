import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActionDialog, DialogButtons } from '../kit/DialogButtons';
import { fmtAmount } from '../kit/format';
import { Modal } from '../kit/Modal';
import { NumberField } from '../kit/ui';
import { closeCombo, fetchTransferDetail, modifyCombo, rebalanceCombo, transferCombo, type AdjustMode, type ComboDetail } from './api';
import { BasketEditor } from './BasketEditor';
import { fromLegInputs, toLegInputs, weightsValid, type EditorLeg } from './basket';
import { comboErrorMessage } from './errors';
import { settingsInput, type SettingsValues } from './settings';
import { SettingsFields } from './SettingsFields';
import { useBotDialog } from '../kit/useBotAction';

const MODES: Record<string, AdjustMode> = {
  TIME: 1, PERCENT: 2, TIME_OR_PERCENT: 3, BY_USER: 4, MODIFY_SETTING: 5, TRANSFER: 6,
};
const pct = (ratio: string) => (ratio ? String(Number(ratio) * 100) : '');

interface Props {
  detail: ComboDetail;
  onClose: () => void;
}

const staleKeys = (botId: string) => [['fcombo-detail', botId], ['fcombo-rebalances', botId], ['fcombo-transfers', botId], ['bots'], ['balances']];

/** The answer handlers of a combo dialog's call: the `messageId` toast, the refresh, then `onClose`. */
function useDone(detail: ComboDetail, onClose: () => void, messageId: string) {
  return useBotDialog(detail.bot_id, staleKeys, comboErrorMessage).result(messageId, onClose);
}

/** transfer: USDT in from FUND or out to FUND; the basket is rescaled and rebalanced. */
export function TransferDialog({ detail, onClose }: Props) {
  const intl = useIntl();
  const [direction, setDirection] = useState<'IN' | 'OUT'>('IN');
  const [amount, setAmount] = useState('');
  const info = useQuery({ queryKey: ['fcombo-transfers', String(detail.bot_id)], queryFn: () => fetchTransferDetail(detail.bot_id) });
  const max = direction === 'IN' ? info.data?.max_transfer_in : info.data?.max_transfer_out;
  const go = useMutation({ mutationFn: () => transferCombo(detail.bot_id, direction, amount), ...useDone(detail, onClose, 'fcombo.transfer.done') });
  return (
    <Modal title={<FormattedMessage id="fcombo.transfer.title" />} onClose={onClose} testId="transfer-dialog">
      <div role="tablist" className="tabs mt-4">
        {(['IN', 'OUT'] as const).map((d) => (
          <button key={d} type="button" role="tab" aria-selected={direction === d} className="tab" data-testid={`transfer-${d}`}
            onClick={() => setDirection(d)}>
            <FormattedMessage id={`fcombo.transfer.${d}`} />
          </button>
        ))}
      </div>
      <div className="mt-3">
        <NumberField name="transfer_amount" label={intl.formatMessage({ id: 'fcombo.transfer.amount' })} value={amount}
          onChange={setAmount} suffix="USDT"
          hint={max !== undefined && (
            <button type="button" className="text-xs underline" data-testid="transfer-max" onClick={() => setAmount(max)}>
              <FormattedMessage id="fcombo.transfer.max" values={{ amount: fmtAmount(max, intl.locale, 2) }} />
            </button>
          )} />
      </div>
      <DialogButtons onCancel={onClose} onSubmit={() => go.mutate()} busy={go.isPending} disabled={!(Number(amount) > 0)}
        submitId="fcombo.transfer.submit" testId="transfer-submit" />
    </Modal>
  );
}

/** modify-setting: weights, rebalancing rule, TP/SL/trailing stop; symbols, sides and leverage stay. */
export function ModifyDialog({ detail, onClose }: Props) {
  const [legs, setLegs] = useState<EditorLeg[]>(fromLegInputs(detail.symbol_settings.map((l) => ({
    symbol: l.symbol, side: l.side === 'LONG' ? 1 : 2, target_position_percent: l.target_position_percent,
  }))));
  const [v, setValues] = useState<SettingsValues>({
    mode: MODES[detail.adjust_position_mode] ?? 2,
    thresholdPct: pct(detail.adjust_position_percent) || '5',
    intervalS: detail.adjust_position_time_interval || 3600,
    tpPct: pct(detail.tp_percent), slPct: pct(detail.sl_percent),
    tsPct: Number(detail.trailing_stop_percent) ? pct(detail.trailing_stop_percent) : '',
  });
  const save = useMutation({
    mutationFn: () => modifyCombo(detail.bot_id, { symbol_settings: toLegInputs(legs), ...settingsInput(v) }),
    ...useDone(detail, onClose, 'fcombo.modify.saved'),
  });
  return (
    <Modal title={<FormattedMessage id="fcombo.modify.title" />} description={<FormattedMessage id="fcombo.modify.description" />}
      onClose={onClose} testId="modify-dialog">
      <div className="mt-4 flex flex-col gap-4">
        <BasketEditor legs={legs} onChange={setLegs} symbols={[]} locked />
        <SettingsFields v={v} set={(patch) => setValues((old) => ({ ...old, ...patch }))} />
      </div>
      <DialogButtons onCancel={onClose} onSubmit={() => save.mutate()} busy={save.isPending} disabled={!weightsValid(legs)}
        submitId="modify.submit" testId="modify-submit" />
    </Modal>
  );
}

/** adjust-position: rebalance to the target weights now. */
export function RebalanceDialog({ detail, onClose }: Props) {
  const go = useMutation({ mutationFn: () => rebalanceCombo(detail.bot_id), ...useDone(detail, onClose, 'fcombo.rebalance.done') });
  return (
    <ActionDialog name="rebalance" titleId="fcombo.rebalance.title" descriptionId="fcombo.rebalance.description"
      submitId="fcombo.rebalance.submit" action={go} onClose={onClose} />
  );
}

/** close-bot: every leg closed at market, the USDT back to FUND. */
export function CloseDialog({ detail, onClose }: Props) {
  const close = useMutation({ mutationFn: () => closeCombo(detail.bot_id), ...useDone(detail, onClose, 'close.done') });
  return (
    <ActionDialog name="close" titleId="close.title" descriptionId="fcombo.close.description" submitId="close.submit" danger
      action={close} onClose={onClose} />
  );
}
