import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogButtons } from '../kit/DialogButtons';
import { Modal } from '../kit/Modal';
import { NumberField } from '../kit/ui';
import { closeDca, fetchDcaParameters, updateDca, type DcaCloseMode, type DcaDetail } from './api';
import { dcaErrorMessage } from './errors';
import { useBotDialog } from '../kit/useBotAction';

/** Fields entered in % on the form and sent as ratios. */
const PERCENT_FIELDS = new Set(['tp_pct', 'sl_pct']);
const LABELS: Record<string, string> = {
  amount: 'dca.form.amountPerRound',
  max_invest_amount: 'dca.form.maxInvestment',
  tp_pct: 'dca.form.tpPct',
  sl_pct: 'dca.form.slPct',
};

const staleKeys = (botId: string) => [['dca-detail', botId], ['dca-orders', botId], ['bots']];

/** The bot, its refresh and answer handlers with the error texts in its quote coin. */
function useDcaDialog(d: DcaDetail) {
  return useBotDialog(d.bot_id, staleKeys, (intl, err) => dcaErrorMessage(intl, err, d.quote_token));
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const toPercent = (v: unknown) => (asText(v) ? String(Number(v) * 100) : '');

/** update-parameters: only what the server says may change (parameters.mutable_fields). */
export function DcaModifyDialog({ detail, onClose }: { detail: DcaDetail; onClose: () => void }) {
  const { intl, botId, result } = useDcaDialog(detail);
  const params = useQuery({ queryKey: ['dca-parameters', botId], queryFn: () => fetchDcaParameters(botId) });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const pairs = (params.data?.parameters?.pairs as { base: string; amount: string }[] | undefined) ?? [];
  const current = (field: string): string => {
    const p = params.data?.parameters ?? {};
    if (field === 'amount') return asText(pairs[0]?.amount);
    if (field.startsWith('pairs.')) return asText(pairs[Number(field.slice(6))]?.amount);
    return PERCENT_FIELDS.has(field) ? toPercent(p[field]) : asText(p[field]);
  };
  const value = (field: string) => edits[field] ?? current(field);
  const edited = Object.entries(edits).filter(([k, v]) => v !== current(k));
  const changed: Record<string, unknown> = Object.fromEntries(
    edited.filter(([k]) => !k.startsWith('pairs.')).map(([k, v]) => [
      k, PERCENT_FIELDS.has(k) ? (v.trim() ? String(Number(v) / 100) : '') : v,
    ]),
  );
  if (edited.some(([k]) => k.startsWith('pairs.'))) {
    changed.pairs = pairs.map((p, i) => ({ base: p.base, amount: value(`pairs.${i}`) }));
  }

  const save = useMutation({ mutationFn: () => updateDca(botId, changed), ...result('dca.modify.saved', onClose) });

  const all = params.data?.mutable_fields ?? [];
  // several coins: one amount per coin (``pairs``) instead of the first coin's ``amount``
  const fields = pairs.length > 1 ? all.filter((f) => f !== 'amount') : all.filter((f) => f !== 'pairs');
  return (
    <Modal title={<FormattedMessage id="dca.modify.title" />} onClose={onClose} testId="dca-modify-dialog">
      <div className="mt-4 flex flex-col gap-3">
        {fields.map((f) => {
          if (f === 'auto_cycle') {
            return (
              <label key={f} className="flex items-center gap-2 text-sm">
                <input type="checkbox" data-testid="modify-auto_cycle" checked={value(f) !== 'DISABLE'}
                  onChange={(e) => setEdits((x) => ({ ...x, auto_cycle: e.target.checked ? 'ENABLE' : 'DISABLE' }))} />
                <FormattedMessage id="dca.form.autoCycle" />
              </label>
            );
          }
          if (f === 'pairs') {
            return pairs.map((p, i) => (
              <NumberField key={`pairs.${i}`} name={`pairs-${p.base}`}
                label={`${intl.formatMessage({ id: 'dca.form.amountPerRound' })} (${p.base})`} value={value(`pairs.${i}`)}
                suffix={detail.quote_token} onChange={(v) => setEdits((x) => ({ ...x, [`pairs.${i}`]: v }))} />
            ));
          }
          if (f === 'frequency_in_second') {
            return (
              <NumberField key={f} name="frequency_in_second" integer label={intl.formatMessage({ id: 'dca.form.frequency' })}
                value={value(f)} suffix="s" onChange={(v) => setEdits((x) => ({ ...x, [f]: v }))} />
            );
          }
          return (
            <NumberField key={f} name={f} label={intl.formatMessage({ id: LABELS[f] ?? f })} value={value(f)}
              suffix={PERCENT_FIELDS.has(f) ? '%' : detail.quote_token}
              onChange={(v) => setEdits((x) => ({ ...x, [f]: v }))} />
          );
        })}
      </div>
      <DialogButtons onCancel={onClose} onSubmit={() => save.mutate()} busy={save.isPending}
        disabled={Object.keys(changed).length === 0} submitId="modify.submit" testId="modify-submit" />
    </Modal>
  );
}

/** close-bot with the settlement: 2 keeps the coins, 3 sells them for the quote coin. */
export function DcaCloseDialog({ detail, onClose }: { detail: DcaDetail; onClose: () => void }) {
  const { botId, result } = useDcaDialog(detail);
  const [mode, setMode] = useState<DcaCloseMode>(detail.config.settle_mode === 'DCA_QUOTE_MODE' ? 3 : 2);
  const close = useMutation({ mutationFn: () => closeDca(botId, mode), ...result('close.done', onClose) });
  const choices: [DcaCloseMode, string][] = [[2, 'dca.close.keepCoins'], [3, 'dca.close.sellCoins']];
  return (
    <Modal title={<FormattedMessage id="close.title" />} description={<FormattedMessage id="close.description" />}
      onClose={onClose} testId="close-dialog">
      <fieldset className="mt-4 flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium"><FormattedMessage id="close.modeQuestion" /></legend>
        {choices.map(([m, id]) => (
          <label key={m} className={`choice ${mode === m ? 'choice-active' : ''}`} data-testid={`close-mode-${m}`}>
            <input type="radio" name="close_mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span className="font-medium text-fg"><FormattedMessage id={id} values={{ quote: detail.quote_token }} /></span>
          </label>
        ))}
      </fieldset>
      <DialogButtons onCancel={onClose} onSubmit={() => close.mutate()} busy={close.isPending} submitId="close.submit"
        testId="close-submit" danger />
    </Modal>
  );
}
