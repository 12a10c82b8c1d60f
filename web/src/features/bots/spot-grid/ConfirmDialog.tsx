import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GridInput } from '../kit/api';
import { fmtAmount, fmtPercent, fmtPrice, pairLabel } from '../kit/format';
import { Row } from '../kit/ui';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  input: GridInput | null;
  base: string;
  quote: string;
  decimals: number;
  canConfirm: boolean;
  pending: boolean;
  onConfirm: () => void;
}

/** Summary of the parameters with a risk notice before create-grid. */
export function ConfirmDialog({ open, onOpenChange, input, base, quote, decimals, canConfirm, pending, onConfirm }: Props) {
  const intl = useIntl();
  const price = (v?: string) => (v ? fmtPrice(v, intl.locale, decimals) : intl.formatMessage({ id: 'common.notSet' }));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="modal" data-testid="confirm-dialog">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold"><FormattedMessage id="confirm.title" /></Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={intl.formatMessage({ id: 'common.close' })}>×</Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            <FormattedMessage id="confirm.description" />
          </Dialog.Description>
          {input && (
            <dl className="summary mt-4" data-testid="confirm-summary">
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
              <Row label={<FormattedMessage id="form.trailingStop" />}>
                {input.ts_percent ? fmtPercent(input.ts_percent, intl.locale) : intl.formatMessage({ id: 'common.notSet' })}
              </Row>
            </dl>
          )}
          <p className="notice mt-4 text-xs"><FormattedMessage id="confirm.risk" /></p>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className="btn-ghost h-10 px-5"><FormattedMessage id="common.cancel" /></Dialog.Close>
            <button type="button" className="btn-primary h-10 px-6" data-testid="confirm-create"
              disabled={!canConfirm || pending} onClick={onConfirm}>
              <FormattedMessage id={pending ? 'common.pleaseWait' : 'confirm.submit'} />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
