import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { ApiError, NOT_LOGGED_IN } from '../../api/client';
import { errorMessageId } from '../../api/errorMessage';
import { useAuthDialog } from '../auth/authDialogContext';
import { Modal } from '../bots/kit/Modal';
import { DialogButtons } from '../bots/kit/DialogButtons';
import { fmtAmount, fmtPercent } from '../bots/kit/format';
import { useDebounced } from '../bots/kit/ui';
import { botDetailPath } from '../home/MyBots';
import { copyBot, fetchCopyParams, RANKING_KEY, symbolsOf, type RankingRow } from './api';
import { copyErrorId } from './copyErrors';

const QUOTE = 'USDT';
/** The create fields the dialog shows, with their label ids (the others are request plumbing). */
export const PARAM_LABELS: Record<string, string> = {
  quote_investment: 'investment', total_investment: 'investment', init_margin: 'investment', investment: 'investment',
  base_investment: 'baseInvestment', min_price: 'minPrice', max_price: 'maxPrice', cell_number: 'cells',
  grid_mode: 'mode', martingale_mode: 'mode', leverage: 'leverage', init_order_amount: 'firstOrder',
  safety_order_amount: 'safetyOrder', max_safety_orders: 'safetyOrders', price_step: 'priceStep', tp_pct: 'takeProfit',
  price_float_percent: 'priceFloat', add_position_percent: 'addMultiplier', add_position_num: 'adds',
  round_tp_percent: 'roundTakeProfit', symbol_settings: 'legs', pairs: 'coins', max_invest_amount: 'maxInvestment',
};

/** Fractions the dialog shows as percentages. */
const PERCENT_KEYS = new Set(['price_float_percent', 'round_tp_percent', 'tp_pct', 'price_step']);
/** The integer modes of the futures families (SPEC: NEUTRAL 1, LONG 2, SHORT 3; martingale LONG 1, SHORT 2). */
const MODE_IDS: Record<string, Record<string, string>> = {
  grid_mode: { 1: 'fgrid.mode.NEUTRAL', 2: 'fgrid.mode.LONG', 3: 'fgrid.mode.SHORT' },
  martingale_mode: { 1: 'fmart.mode.LONG', 2: 'fmart.mode.SHORT' },
};

function paramValue(intl: IntlShape, key: string, value: unknown): string {
  const mode = MODE_IDS[key]?.[String(value)];
  if (mode) return intl.formatMessage({ id: mode });
  if (PERCENT_KEYS.has(key) && value !== null && value !== '' && Number.isFinite(Number(value))) {
    return fmtPercent(Number(value), intl.locale);
  }
  return paramText(value);
}

function paramText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value.map((v) => (typeof v === 'object' && v ? Object.values(v as object).join(' ') : String(v))).join(', ');
  }
  return String(value);
}

/** Copy a ranked bot: the user's investment, the parameters scaled to it, then the copy itself. */
export function CopyDialog({ row, onClose }: { row: RankingRow; onClose: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { openAuth } = useAuthDialog();
  const [investment, setInvestment] = useState(row.investment);
  const settled = useDebounced(investment.trim(), 300);
  const valid = /^\d+(\.\d+)?$/.test(settled) && Number(settled) > 0;
  const preview = useQuery({
    queryKey: ['copy-params', row.botType, row.botId, settled],
    queryFn: () => fetchCopyParams(row.botType, row.botId, settled),
    enabled: valid,
    retry: false,
  });
  const create = useMutation({
    mutationFn: () => copyBot(row.botType, row.botId, settled),
    onSuccess: () => client.invalidateQueries({ queryKey: [RANKING_KEY] }),
    onError: (err) => {
      if (err instanceof ApiError && err.code === NOT_LOGGED_IN) openAuth('login');
    },
  });
  const checks = preview.data?.checks ?? [];
  const made = create.data;
  const family = intl.formatMessage({ id: `myBots.type.${row.botType}` });
  const params = Object.entries(preview.data?.params ?? {}).filter(([k]) => k in PARAM_LABELS);
  const detail = made ? botDetailPath({ bot_type: made.bot_type, bot_id: made.bot_id }) : null;

  return (
    <Modal testId="copy-dialog" onClose={onClose}
      title={<FormattedMessage id="ranking.copyTitle" values={{ family, symbol: symbolsOf(row).join(' + ') }} />}
      description={<FormattedMessage id="ranking.copyNote" values={{ owner: row.nickName }} />}>
      {made ? (
        <div className="mt-4 flex flex-col gap-3" data-testid="copy-done">
          <p className="text-sm" role="status"><FormattedMessage id="ranking.copyDone" /></p>
          {detail && (
            <Link to={detail} className="btn-primary inline-flex h-10 items-center justify-center px-5"
              data-testid="copy-open-detail" onClick={onClose}>
              <FormattedMessage id="ranking.openCopy" />
            </Link>
          )}
        </div>
      ) : (
        <>
          <label className="mt-4 flex flex-col gap-1 text-sm" htmlFor="copy-investment">
            <span><FormattedMessage id="ranking.col.investment" /> ({QUOTE})</span>
            <input id="copy-investment" className="input h-10" inputMode="decimal" value={investment}
              data-testid="copy-investment" aria-invalid={!valid} onChange={(e) => setInvestment(e.target.value)} />
          </label>
          <p className="mt-1 text-xs text-muted">
            <FormattedMessage id="ranking.originalInvestment"
              values={{ amount: `${fmtAmount(row.investment, intl.locale, 2)} ${QUOTE}` }} />
          </p>
          {!valid && <p className="mt-2 text-sm text-down" role="alert"><FormattedMessage id="ranking.investmentInvalid" /></p>}
          {valid && preview.isPending && <p className="mt-3 text-sm text-muted"><FormattedMessage id="common.loading" /></p>}
          {preview.isError && (
            <p className="mt-3 text-sm text-down" role="alert" data-testid="copy-error">
              <FormattedMessage id={copyErrorId(preview.error) ?? errorMessageId(preview.error)} />
            </p>
          )}
          {valid && preview.data && (
            <>
              <h3 className="mt-4 text-sm font-semibold"><FormattedMessage id="ranking.scaledParams" /></h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm phone:grid-cols-1" data-testid="copy-params">
                {params.map(([k, v]) => (
                  <div key={k} className="flex min-w-0 justify-between gap-2" data-param={k}>
                    <dt className="truncate text-muted"><FormattedMessage id={`ranking.param.${PARAM_LABELS[k]}`} /></dt>
                    <dd className="tabular-nums"><bdi>{paramValue(intl, k, v)}</bdi></dd>
                  </div>
                ))}
              </dl>
              {checks.length > 0 && (
                <ul className="mt-3 flex flex-col gap-1 text-sm text-down" role="alert" data-testid="copy-checks">
                  {checks.map((c) => (
                    <li key={`${c.check_code}-${c.field}`}>
                      <FormattedMessage id="ranking.checkFailed"
                        values={{ field: intl.formatMessage({ id: `ranking.param.${PARAM_LABELS[c.field] ?? 'other'}` }),
                          from: c.from || '—', to: c.to || '—' }} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {create.isError && (
            <p className="mt-3 text-sm text-down" role="alert" data-testid="copy-create-error">
              <FormattedMessage id={copyErrorId(create.error) ?? errorMessageId(create.error)} />
            </p>
          )}
          <DialogButtons onCancel={onClose} onSubmit={() => create.mutate()} busy={create.isPending}
            disabled={!valid || !preview.data || checks.length > 0} submitId="ranking.confirmCopy" testId="copy-confirm" />
        </>
      )}
    </Modal>
  );
}
