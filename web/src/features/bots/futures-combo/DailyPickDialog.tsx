import { FormattedMessage, useIntl } from 'react-intl';
import { DialogButtons } from '../kit/DialogButtons';
import { fmtPercent } from '../kit/format';
import { Modal } from '../kit/Modal';
import type { DailyPick } from './api';

interface Props {
  pick: DailyPick;
  onUse: () => void;
  onNeverAgain: () => void;
  onClose: () => void;
}

/** Today's recommended basket with its look-back backtest; shown once a day unless turned off. */
export function DailyPickDialog({ pick, onUse, onNeverAgain, onClose }: Props) {
  const intl = useIntl();
  const b = pick.backtest;
  return (
    <Modal title={<FormattedMessage id="fcombo.pick.title" />} description={<FormattedMessage id="fcombo.pick.description" />}
      onClose={onClose} testId="daily-pick-dialog">
      <ul className="mt-4 flex flex-col gap-1 text-sm">
        {pick.symbol_settings.map((l) => (
          <li key={l.symbol} className="flex justify-between" data-testid="pick-leg">
            <bdi dir="ltr">{l.symbol}</bdi>
            <span><FormattedMessage id={l.side === 1 ? 'fcombo.side.LONG' : 'fcombo.side.SHORT'} /> · {fmtPercent(l.target_position_percent, intl.locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm" data-testid="pick-backtest">
        <FormattedMessage id="fcombo.pick.backtest" values={{
          days: b.window_days, yield: fmtPercent(b.window_yield, intl.locale, true),
          drawdown: fmtPercent(b.max_drawdown, intl.locale), rebalances: b.rebalances, leverage: pick.leverage,
        }} />
      </p>
      <p className="mt-1 text-xs text-muted"><FormattedMessage id="fcombo.pick.notAForecast" /></p>
      <button type="button" className="btn-ghost mt-3 h-8 text-xs" data-testid="pick-never" onClick={onNeverAgain}>
        <FormattedMessage id="fcombo.pick.never" />
      </button>
      <DialogButtons onCancel={onClose} onSubmit={onUse} busy={false} submitId="fcombo.pick.use" testId="pick-use" />
    </Modal>
  );
}
