import { FormattedMessage } from 'react-intl';
import type { GridInput } from '../kit/api';
import { CreateConfirmModal, useConfirmFormat, type CreateConfirmProps } from '../kit/DialogButtons';
import { fmtAmount, pairLabel } from '../kit/format';
import { Row } from '../kit/ui';

/** Summary of the parameters with a risk notice before create-grid. */
export function ConfirmDialog({ input, base, quote, decimals, ...confirm }: CreateConfirmProps<GridInput>) {
  const { intl, price, pct } = useConfirmFormat(decimals);
  return (
    <CreateConfirmModal titleId="confirm.title" descriptionId="confirm.description" riskId="confirm.risk" warn={false}
      submitId="confirm.submit" {...confirm}>
      <Row label={<FormattedMessage id="symbol.pair" />}>{pairLabel(input.symbol, base, quote)}</Row>
      <Row label={<FormattedMessage id="form.priceRange" />} testId="confirm-range">
        {price(input.min_price)} – {price(input.max_price)}
      </Row>
      <Row label={<FormattedMessage id="form.grids" />}>{input.cell_number}</Row>
      <Row label={<FormattedMessage id="form.gridType" />}>
        <FormattedMessage id={`gridType.${input.grid_type ?? 'ARITHMETIC'}`} />
      </Row>
      <Row label={<FormattedMessage id="form.investment" />} testId="confirm-investment">
        {input.quote_investment ? `${fmtAmount(input.quote_investment, intl.locale)} ${quote}` : '--'}
      </Row>
      <Row label={<FormattedMessage id="form.entryPrice" />}>{price(input.entry_price)}</Row>
      <Row label={<FormattedMessage id="form.takeProfit" />}>{price(input.take_profit_price)}</Row>
      <Row label={<FormattedMessage id="form.stopLoss" />}>{price(input.stop_loss_price)}</Row>
      <Row label={<FormattedMessage id="form.trailingStop" />}>{pct(input.ts_percent)}</Row>
    </CreateConfirmModal>
  );
}
