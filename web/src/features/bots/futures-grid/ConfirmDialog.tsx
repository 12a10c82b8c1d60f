import { FormattedMessage } from 'react-intl';
import { fmtAmount, fmtPrice, pairLabel } from '../kit/format';
import { CreateConfirmModal, useConfirmFormat, type CreateConfirmProps } from '../kit/DialogButtons';
import { Row } from '../kit/ui';
import type { FgridInput, FgridValidateResult } from './api';
import { liqPrices } from './FgridValidation';
import { fgridTypeOf, gridModeOf } from './labels';
import { ModeBadge } from './ui';

interface Props extends CreateConfirmProps<FgridInput> {
  validation: FgridValidateResult | undefined;
}

/** Summary of the futures grid with its leverage and liquidation risk before fgrid-bot-create. */
export function FgridConfirmDialog({ input, validation, base, quote, decimals, ...confirm }: Props) {
  const { intl, price, pct } = useConfirmFormat(decimals);
  const mode = gridModeOf(input.grid_mode) ?? 'NEUTRAL';
  const tp = input.take_profit_per ? pct(input.take_profit_per) : price(input.take_profit_price);
  const sl = input.stop_loss_per ? pct(input.stop_loss_per) : price(input.stop_loss_price);
  return (
    <CreateConfirmModal titleId="fgrid.confirm.title" descriptionId="fgrid.confirm.description" riskId="fgrid.confirm.risk"
      submitId="fgrid.confirm.submit" {...confirm}>
      <Row label={<FormattedMessage id="fgrid.symbol.contract" />}>{pairLabel(input.symbol, base, quote)}</Row>
      <Row label={<FormattedMessage id="fgrid.form.mode" />} testId="confirm-mode">
        <ModeBadge mode={mode} leverage={input.leverage} testId="confirm-mode-badge" />
      </Row>
      <Row label={<FormattedMessage id="form.priceRange" />} testId="confirm-range">
        {price(input.min_price)} – {price(input.max_price)}
      </Row>
      <Row label={<FormattedMessage id="form.grids" />}>{input.cell_number}</Row>
      <Row label={<FormattedMessage id="form.gridType" />}><FormattedMessage id={`gridType.${fgridTypeOf(input.grid_type)}`} /></Row>
      <Row label={<FormattedMessage id="fgrid.form.leverage" />} testId="confirm-leverage">{`${input.leverage}x`}</Row>
      <Row label={<FormattedMessage id="fgrid.form.investment" />} testId="confirm-investment">
        {`${fmtAmount(input.total_investment, intl.locale)} ${quote}`}
      </Row>
      <Row label={<FormattedMessage id="fgrid.form.takeProfit" />} testId="confirm-tp">{tp}</Row>
      <Row label={<FormattedMessage id="fgrid.form.stopLoss" />} testId="confirm-sl">{sl}</Row>
      <Row label={<FormattedMessage id="form.entryPrice" />}>{price(input.entry_price)}</Row>
      <Row label={<FormattedMessage id="form.trailingStop" />}>{pct(input.trailing_stop_per)}</Row>
      {liqPrices(validation, mode).map(({ side, price: p }) => (
        <Row key={side} label={<FormattedMessage id={side === 'long' ? 'fgrid.form.liqLong' : 'fgrid.form.liqShort'} />}
          testId={`confirm-liq-${side}`}>
          {p && Number(p) > 0 ? fmtPrice(p, intl.locale, decimals) : '--'}
        </Row>
      ))}
    </CreateConfirmModal>
  );
}
