import { FormattedMessage, useIntl } from 'react-intl';
import { BotCard } from '../bots/kit/BotCard';
import { fmtAmount, fmtDuration, fmtPercent, fmtPnl, pnlClass } from '../bots/kit/format';
import { leverageOf, symbolsOf, type RankingRow } from './api';
import { Sparkline } from './Sparkline';

const QUOTE = 'USDT';

/** The translated outcome of a closed bot (the families' close reasons, else the code itself). */
function outcomeText(intl: ReturnType<typeof useIntl>, reason: string): string {
  for (const id of [`closeReason.${reason}`, `fgrid.closeReason.${reason}`]) {
    if (id in intl.messages) return intl.formatMessage({ id });
  }
  return intl.formatMessage({ id: 'closeReason.other' }, { reason: reason || '—' });
}

/** One ranked bot: family, symbol, PnL, trend, running time, drawdown, copies, owner and markers. */
export function RankingRowCard({ row, onCopy }: { row: RankingRow; onCopy: (row: RankingRow) => void }) {
  const intl = useIntl();
  const closed = row.botStatus === 'COMPLETED';
  const rate = row.yieldRateE4 / 10_000;
  const leverage = leverageOf(row);
  const symbols = symbolsOf(row).join(' + ');
  const family = intl.formatMessage({ id: `myBots.type.${row.botType}` });
  return (
    <BotCard testId="ranking-row" ids={{ 'data-bot-id': row.botId, 'data-bot-type': row.botType }}
      family={family} familyTestId="ranking-family" head={(
        <>
          {leverage !== null && <span className="text-xs text-muted" data-testid="ranking-leverage">{leverage}x</span>}
          <span className="min-w-0 truncate font-medium" title={symbols}><bdi>{symbols}</bdi></span>
          <span className="ms-auto text-xs text-muted" data-testid="ranking-owner"><bdi>{row.nickName}</bdi></span>
        </>
      )}>
      <div className="flex items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="text-xs text-muted"><FormattedMessage id="ranking.pnlPer" /></span>
          <span className={`text-lg font-semibold tabular-nums ${pnlClass(rate)}`} data-testid="ranking-pnl-per">
            <bdi>{fmtPercent(rate, intl.locale, true)}</bdi>
          </span>
          <span className={`text-xs tabular-nums ${pnlClass(row.pnl)}`} data-testid="ranking-pnl">
            <bdi>{fmtPnl(row.pnl, intl.locale)} {QUOTE}</bdi>
          </span>
        </div>
        <Sparkline points={row.yieldTrendList} />
      </div>
      <dl className="grid grid-cols-4 gap-2 text-xs phone:grid-cols-2">
        <Item id="runtime" label="ranking.col.runtime" value={fmtDuration(intl, row.runningTime)} />
        <Item id="investment" label="ranking.col.investment" value={`${fmtAmount(row.investment, intl.locale, 2)} ${QUOTE}`} />
        <Item id="drawdown" label="ranking.col.drawdown" value={fmtPercent(row.maxDrawdownE4 / 10_000, intl.locale)} />
        <Item id="copied" label="ranking.col.copied" value={String(row.copiedCount)} />
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {row.fundsAdded && (
          <span className="badge" data-testid="ranking-funds-added" title={intl.formatMessage({ id: 'ranking.fundsAddedHint' })}>
            <FormattedMessage id="ranking.fundsAdded" />
          </span>
        )}
        {row.fundsWithdrawn && (
          <span className="badge" data-testid="ranking-funds-withdrawn"
            title={intl.formatMessage({ id: 'ranking.fundsWithdrawnHint' })}>
            <FormattedMessage id="ranking.fundsWithdrawn" />
          </span>
        )}
        {closed ? (
          <span className="ms-auto text-xs text-muted" data-testid="ranking-outcome">
            <FormattedMessage id="ranking.closedWith" values={{ outcome: outcomeText(intl, row.closeReason) }} />
          </span>
        ) : (
          <button type="button" className="btn-primary ms-auto h-8 px-4" data-testid="ranking-copy"
            aria-label={intl.formatMessage({ id: 'ranking.copyLabel' }, { family, symbol: symbols })}
            onClick={() => onCopy(row)}>
            <FormattedMessage id="ranking.copy" />
          </button>
        )}
      </div>
    </BotCard>
  );
}

function Item({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col" data-testid={`ranking-${id}`}>
      <dt className="text-muted"><FormattedMessage id={label} /></dt>
      <dd className="tabular-nums"><bdi>{value}</bdi></dd>
    </div>
  );
}
