import { FormattedMessage } from 'react-intl';
import { fmtAmount, fmtPrice, pairLabel } from '../kit/format';
import { CreateConfirmModal, useConfirmFormat, type CreateConfirmProps } from '../kit/DialogButtons';
import { Row } from '../kit/ui';
import type { FmartInput, FmartLimit } from './api';
import { martModeOf } from './labels';
import { FmartModeLabel } from './ModeLabel';

interface Props extends CreateConfirmProps<FmartInput> {
  limit: FmartLimit | undefined;
}

/** The martingale's parameters and its liquidation risk once more before create-fmart-bot. */
export function FmartConfirmDialog({ input, limit, base, quote, decimals, ...confirm }: Props) {
  const { intl, price, pct } = useConfirmFormat(decimals);
  const liq = limit?.estimated_liq_price;
  return (
    <CreateConfirmModal titleId="fmart.confirm.title" descriptionId="fmart.confirm.description" riskId="fmart.confirm.risk"
      submitId="fmart.confirm.submit" {...confirm}>
      <Row label={<FormattedMessage id="fmart.form.contract" />}>{pairLabel(input.symbol, base, quote)}</Row>
      <Row label={<FormattedMessage id="fmart.form.mode" />} testId="confirm-mode">
        <FmartModeLabel mode={martModeOf(input.martingale_mode)} leverage={input.leverage} testId="confirm-mode-badge" />
      </Row>
      <Row label={<FormattedMessage id="fmart.form.initMargin" />} testId="confirm-margin">
        {`${fmtAmount(input.init_margin, intl.locale, 8)} ${quote}`}
      </Row>
      <Row label={<FormattedMessage id="fmart.form.priceFloat" />}>{pct(input.price_float_percent)}</Row>
      <Row label={<FormattedMessage id="fmart.form.multiplier" />}>{`${input.add_position_percent ?? ''}x`}</Row>
      <Row label={<FormattedMessage id="fmart.form.adds" />} testId="confirm-adds">{String(input.add_position_num ?? '')}</Row>
      <Row label={<FormattedMessage id="fmart.form.roundTp" />}>{pct(input.round_tp_percent)}</Row>
      <Row label={<FormattedMessage id="fmart.form.autoCycle" />} testId="confirm-auto-cycle">
        <FormattedMessage id={input.auto_cycle_toggle === 2 ? 'fmart.autoCycle.DISABLED' : 'fmart.autoCycle.ENABLED'} />
      </Row>
      <Row label={<FormattedMessage id="fmart.form.sl" />}>{pct(input.sl_percent)}</Row>
      <Row label={<FormattedMessage id="form.entryPrice" />}>{price(input.entry_price)}</Row>
      <Row label={<FormattedMessage id="fmart.form.liqAfterLast" />} testId="confirm-liq">
        {liq && Number(liq) > 0 ? fmtPrice(liq, intl.locale, decimals) : '--'}
      </Row>
    </CreateConfirmModal>
  );
}
