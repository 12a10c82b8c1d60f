import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValueChart, type Point } from './charts';
import { fmtAmount, fmtDateTime } from './format';
import { isPositive } from './math';
import { settlementAssets } from './labels';
import { Row } from './ui';

/** The bot's parameters card; the rows are the family's own. */
export function ParamsCard({ children }: { children: ReactNode }) {
  return (
    <section className="card min-w-0" data-testid="detail-params">
      <h2 className="card-title"><FormattedMessage id="detail.parameters" /></h2>
      <dl className="summary mt-3">{children}</dl>
    </section>
  );
}

interface PnlCardProps {
  /** translation id of the title (profit for spot, PnL for futures) */
  titleId: string;
  points: Point[];
  /** chart height in px; the chart's own default when left out */
  height?: number;
}

/** The profit-over-time chart, drawn from the snapshots polled while the page is open. */
export function PnlCard({ titleId, points, height }: PnlCardProps) {
  return (
    <section className="card min-w-0" data-testid="pnl-card">
      <h2 className="card-title"><FormattedMessage id={titleId} /></h2>
      <p className="mb-3 mt-1 text-xs text-muted"><FormattedMessage id="detail.pnlChartNote" /></p>
      <ValueChart points={points} height={height} />
    </section>
  );
}

interface CloseDetailCardProps {
  /** the close reason, as the family words it */
  reason: ReactNode;
  endTime: unknown;
  /** the family's rows after the end time (profit, price, settlement) */
  children: ReactNode;
}

/** How a COMPLETED bot ended: reason and end time first, then the family's figures. */
export function CloseDetailCard({ reason, endTime, children }: CloseDetailCardProps) {
  const intl = useIntl();
  return (
    <section className="card" data-testid="close-detail">
      <h2 className="card-title"><FormattedMessage id="closeDetail.title" /></h2>
      <dl className="summary mt-3">
        <Row label={<FormattedMessage id="closeDetail.reason" />} testId="close-reason">{reason}</Row>
        <Row label={<FormattedMessage id="closeDetail.endTime" />} testId="close-end">{fmtDateTime(endTime, intl.locale)}</Row>
        {children}
      </dl>
    </section>
  );
}

/** The close card's settlement row: the coins and amounts a futures or DCA bot paid back ("--" when none). */
export function SettlementRow({ assets, testId }: { assets: unknown; testId: string }) {
  const intl = useIntl();
  return (
    <Row label={<FormattedMessage id="closeDetail.settlement" />} testId={testId}>
      {settlementAssets(assets).map((a) => `${fmtAmount(a.amount, intl.locale, 8)} ${a.coin}`).join(' · ') || '--'}
    </Row>
  );
}

/** A futures bot's position card: the position's rows (`children`), then its `margin` rows under `marginTitleId`. */
export function PositionCard({ titleId, marginTitleId, margin, children }: {
  titleId: string;
  marginTitleId: string;
  margin: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card min-w-0" data-testid="position-card">
      <h2 className="card-title"><FormattedMessage id={titleId} /></h2>
      <dl className="summary mt-3">{children}</dl>
      <h3 className="mt-4 text-sm font-semibold"><FormattedMessage id={marginTitleId} /></h3>
      <dl className="summary mt-2" data-testid="margin-rows">{margin}</dl>
    </section>
  );
}

/** The leverage a futures bot actually runs at (x, 2 decimals); "--" while it has no position. */
export function LeverageRow({ labelId, testId, value }: { labelId: string; testId: string; value: unknown }) {
  const intl = useIntl();
  return (
    <Row label={<FormattedMessage id={labelId} />} testId={testId}>
      {isPositive(value) ? `${fmtAmount(value, intl.locale, 2)}x` : '--'}
    </Row>
  );
}
